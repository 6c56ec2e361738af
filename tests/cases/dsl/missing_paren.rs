CBV(b0),
SRV(t0
