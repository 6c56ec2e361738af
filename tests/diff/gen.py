#!/usr/bin/env python3
"""Seeded generator of VALID root signatures for the differential tests.

    gen.py [--seed S] [--count N] [--version 1.0|1.1|1.2|all] [-o FILE]

Writes JSON Lines: one description per case (format in rsmodel.py), including the DSL string.

Every generated signature is meant to be valid under every rule we know of (DXC's validator,
clang Sema, LLVM's metadata validator, D3D12's documented rules, rootsig's own rules):
  * registers never overlap: each (register class, space) gets disjoint intervals, whatever the
    visibility; an unbounded range is always the last range of its table;
  * descriptor-heap offsets never overflow and nothing APPENDs after an unbounded range;
  * total root cost <= 64 DWORDs (tables 1, constants N, root descriptors 2);
  * flags are legal for the version (no `flags=` at all in 1.0; static-sampler flags only in 1.2,
    with the UINT_BORDER_COLOR / NON_NORMALIZED_COORDINATES constraints);
  * mipLODBias in [-16, 15.99] (as binary32), minLOD <= maxLOD, maxAnisotropy 1..16;
  * tables never mix samplers and other ranges.
Spellings are the ones both clang 22 and rootsig accept (clang's TEXTURE_ADDRESS_MIRRORONCE, no
COMPARISON_NONE, no leading zeros, no space between a sign and its number).
"""

import argparse
import decimal
import math
import json
import random
import re
import sys

sys.dont_write_bytecode = True      # nothing generated inside the source tree
import rsmodel as M

MAX_U32 = 0xFFFFFFFF


def literal_value(text):
    """The double a DSL number literal denotes (before rounding to binary32).

    Integer literals are converted as integers (so "-0" is +0.0, as in both references);
    float literals like strtod (Python's float() is correctly rounded too)."""
    core = text
    if core[-1] in "fF":
        core = core[:-1]
    if re.fullmatch(r"[+-]?[0-9]+", core):
        return float(int(core))
    return float(core)


class Gen:
    def __init__(self, rng, version):
        self.r = rng
        self.version = version
        self.v = M.VERSION_WORD[version]
        self.used = {}          # (class, space) -> list of (lo, hi)
        self.cost = 0

    # ---------------------------------------------------------------- spelling helpers
    def kw(self, s):
        """Random keyword case (keywords and enum names are case-insensitive everywhere)."""
        x = self.r.random()
        if x < 0.6:
            return s
        if x < 0.72:
            return s.upper()
        if x < 0.84:
            return s.lower()
        return "".join(c.upper() if self.r.random() < 0.5 else c.lower() for c in s)

    def ws(self):
        x = self.r.random()
        if x < 0.55:
            return ""
        if x < 0.85:
            return " "
        if x < 0.92:
            return " " * self.r.randint(2, 5)
        return self.r.choice(["\t", "\n", " \t ", "\n  ", "\r\n", " \n\t", "\v", "\f", "\r"])

    def uint(self, v):
        return ("+%d" if self.r.random() < 0.04 else "%d") % v

    def param(self, name, value):
        return self.kw(name) + self.ws() + "=" + self.ws() + value

    def element(self, name, params, trailing_ok=True):
        self.r.shuffle(params)
        sep = [self.ws() + "," + self.ws() for _ in params]
        body = ""
        for i, p in enumerate(params):
            body += p + (sep[i] if i + 1 < len(params) else "")
        if params and trailing_ok and self.r.random() < 0.05:
            body += self.ws() + ","
        return self.kw(name) + self.ws() + "(" + self.ws() + body + self.ws() + ")"

    # ---------------------------------------------------------------- values
    def vis(self):
        """(value, spelling or None if omitted)"""
        if self.r.random() < 0.45:
            return 0, None
        v = self.r.randrange(8)
        return v, self.kw(M.VISIBILITY[v])

    def space(self):
        x = self.r.random()
        if x < 0.45:
            return 0, None
        if x < 0.85:
            v = self.r.randint(0, 7)
        elif x < 0.87:
            v = 0xFFFFFFEF                       # largest non-reserved space
        elif x < 0.95:
            v = self.r.randint(8, 1000)
        else:
            v = self.r.randint(1001, 0xFFFFFFEF)
        return v, v

    def alloc(self, cls, space, count):
        """Allocate a register interval; count None = unbounded.  Returns base or None."""
        lst = self.used.setdefault((cls, space), [])
        for _ in range(40):
            x = self.r.random()
            if x < 0.02:
                base = 0xFFFFFFFE if count is None else 0xFFFFFFFF - count   # top of the register space
            elif x < 0.7:
                base = self.r.randint(0, 15)
            elif x < 0.9:
                base = self.r.randint(16, 1000)
            else:
                base = self.r.randint(1001, 0xFFFFFFFE)
            if count is None:
                if base > 0xFFFF0000:
                    continue
                hi = MAX_U32
            else:
                hi = base + count - 1
                if hi > 0xFFFFFFFE:
                    continue
            if all(hi < lo2 or base > hi2 for lo2, hi2 in lst):
                lst.append((base, hi))
                return base
        return None

    def flags_spelling(self, value, table):
        if value == 0:
            return "0"
        names = [n for n, b in table if value & b]
        self.r.shuffle(names)
        if self.r.random() < 0.03:
            names.append(names[0])       # repeated flag is legal
        return (self.ws() + "|" + self.ws()).join(self.kw(n) for n in names)

    # ---------------------------------------------------------------- floats
    def float_literal(self, lo, hi):
        """A DSL number literal whose binary32 value v satisfies lo <= v <= hi; returns (text, bits)."""
        for _ in range(100):
            text = self._float_text(lo, hi)
            try:
                d = literal_value(text)
                bits = M.f32_bits(d)
            except (OverflowError, ValueError):
                continue
            val = M.bits_f32(bits)
            if lo <= val <= hi and abs(d) <= 3.4028234663852886e+38:
                return text, bits
        return "0", 0

    def _midpoint_text(self, lo, hi):
        """A short decimal that rounds (as a double) to the exact midpoint of two adjacent floats,
        so the value depends on rounding twice (decimal -> double -> float, as both references do)."""
        r = self.r
        mag = r.choice([(0.5, 16.0), (16.0, 2.0 ** 24), (2.0 ** 24, 2.0 ** 40), (1e-6, 0.5)])
        v = r.uniform(*mag) * (-1 if r.random() < 0.4 else 1)
        v = max(lo, min(hi, v))
        f = M.bits_f32(M.f32_bits(v))
        b = M.f32_bits(f)                      # neighbour one binary32 step away from zero
        nb = b + 1 if f >= 0 else b - 1
        if f == 0:
            return None
        g = M.bits_f32(nb)
        m = (f + g) / 2.0                      # exact in double
        ulp = math.ulp(m)
        above = r.random() < 0.5
        with decimal.localcontext(decimal.Context(prec=400)):
            dm = decimal.Decimal(m)
            half = decimal.Decimal(ulp) / 2
            for p in range(0, 80):
                q = dm.quantize(decimal.Decimal(1).scaleb(-p),
                                rounding=decimal.ROUND_CEILING if above else decimal.ROUND_FLOOR)
                if q != dm and abs(q - dm) < half:
                    return format(q, "f")
        return None

    def _float_text(self, lo, hi):
        r = self.r
        x = r.random()
        if x < 0.08:
            t = self._midpoint_text(lo, hi)
            if t is not None:
                if t.startswith("0.") and r.random() < 0.3:
                    t = t[1:]
                elif t.startswith("-0.") and r.random() < 0.3:
                    t = "-" + t[2:]
                return t
        if x < 0.06:
            return r.choice(["3.402823466e+38", "3.402823466e+38f", "3.402823466E+38F", "15.99",
                             "-16", "-16.0", "0", "0.0", ".0", "0.", "-0", "-0.0", "1e-50", "-1e-45",
                             "1.17549435e-38", "1e38", "-1e30", "2.f", "1E3", "16777217", "4294967295",
                             "-2147483648", "100.f", "0.f"])
        # pick a target magnitude
        y = r.random()
        if y < 0.5:
            v = r.uniform(max(lo, -20.0), min(hi, 20.0))
        elif y < 0.8:
            v = r.uniform(max(lo, -1000.0), min(hi, 1000.0))
        else:
            v = r.uniform(max(lo, -1e30), min(hi, 1e30))
        sign = "-" if v < 0 else ("+" if r.random() < 0.05 else "")
        a = abs(v)
        form = r.random()
        if form < 0.2 and a < 2147483648:
            body = "%d" % int(a)                       # integer literal
        elif form < 0.55:
            prec = r.randint(0, 6)
            body = "%.*f" % (prec, a)
            if prec == 0:
                body += "."                            # "5."
            if body.startswith("0.") and len(body) > 2 and r.random() < 0.4:
                body = body[1:]                        # ".5"
        elif form < 0.85:
            prec = r.randint(0, 8)
            body = "%.*e" % (prec, a)
            mant, exp = body.split("e")
            e = int(exp)
            body = mant + r.choice(["e", "E"]) + ("%+d" % e if r.random() < 0.5 else "%d" % e)
        else:
            body = repr(float("%.9g" % a))
            if "e" in body or "inf" in body or "nan" in body:
                body = "%.9g" % a
        if form >= 0.2 and r.random() < 0.15 and ("." in body or "e" in body.lower()):
            body += r.choice(["f", "F"])
        if body.startswith("0") and len(body) > 1 and body[1].isdigit():
            body = body.lstrip("0") or "0"             # no leading zeros (octal in clang)
        return sign + body

    # ---------------------------------------------------------------- elements
    def gen_root_flags(self):
        r = self.r
        if r.random() < 0.15:
            return 0, self.kw("RootFlags") + self.ws() + "(" + self.ws() + r.choice(["0", ""]) + self.ws() + ")"
        pool = [(n, b) for n, b, _ in M.ROOT_FLAGS if b != 0x80]
        k = r.choice([1, 1, 2, 2, 3, 4, 6])
        chosen = r.sample(pool, k)
        if r.random() < 0.04:
            chosen = [("LOCAL_ROOT_SIGNATURE", 0x80)]
        value = 0
        for _, b in chosen:
            value |= b
        names = [self.kw(n) for n, _ in chosen]
        text = self.kw("RootFlags") + self.ws() + "(" + self.ws() + (self.ws() + "|" + self.ws()).join(names) + self.ws() + ")"
        return value, text

    def gen_root_descriptor(self):
        if self.cost + 2 > 64:
            return None
        kind = self.r.choice(["cbv", "srv", "uav"])
        cls = {"cbv": "b", "srv": "t", "uav": "u"}[kind]
        space, sp_text = self.space()
        reg = self.alloc(cls, space, 1)
        if reg is None:
            return None
        vis, vis_text = self.vis()
        params = [cls + str(reg)]
        if sp_text is not None:
            params.append(self.param("space", self.uint(sp_text)))
        if vis_text is not None:
            params.append(self.param("visibility", vis_text))
        flags = None
        if self.v >= 2 and self.r.random() < 0.5:
            flags = self.r.choice([0, 2, 4, 8])
            params.append(self.param("flags", self.flags_spelling(flags, M.ROOT_DESC_FLAGS)))
        self.cost += 2
        return {"kind": kind, "vis": vis, "reg": reg, "space": space, "flags": flags}, \
            self.element(kind.upper(), params)

    def gen_root_constants(self):
        room = 64 - self.cost
        if room < 1:
            return None
        num = self.r.randint(1, min(room, self.r.choice([1, 2, 4, 8, 16])))
        space, sp_text = self.space()
        reg = self.alloc("b", space, 1)
        if reg is None:
            return None
        vis, vis_text = self.vis()
        params = [self.param("num32BitConstants", self.uint(num)), "b" + str(reg)]
        if sp_text is not None:
            params.append(self.param("space", self.uint(sp_text)))
        if vis_text is not None:
            params.append(self.param("visibility", vis_text))
        self.cost += num
        return {"kind": "const", "vis": vis, "reg": reg, "space": space, "num": num}, \
            self.element("RootConstants", params)

    def range_flags_choice(self, kind):
        if kind == "sampler":
            return self.r.choice([0, 1, 0x10000])
        return self.r.choice([0, 2, 4, 8, 1, 3, 5, 0x10000, 0x10002, 0x10004, 0x10008])

    def gen_table(self):
        r = self.r
        if self.cost + 1 > 64:
            return None
        samplers = r.random() < 0.25
        nclauses = r.choice([0, 1, 1, 2, 2, 3, 3, 4, 5]) if r.random() > 0.03 else 0
        if nclauses == 0 and r.random() < 0.7:
            nclauses = 1
        ranges, texts = [], []
        heap_end = -1                  # last descriptor index used by APPEND bookkeeping
        for i in range(nclauses):
            kind = "sampler" if samplers else r.choice(["cbv", "srv", "uav"])
            cls = {"cbv": "b", "srv": "t", "uav": "u", "sampler": "s"}[kind]
            last = i == nclauses - 1
            unbounded = last and r.random() < 0.25
            x = r.random()
            if unbounded:
                num = None
            elif x < 0.6:
                num = 1
            elif x < 0.9:
                num = r.randint(2, 16)
            elif x < 0.97:
                num = r.randint(17, 100000)
            elif x < 0.98:
                num = 0xFFFFFFFE                   # largest bounded count
            else:
                num = r.randint(100001, 0x7FFFFFFF)
            space, sp_text = self.space()
            reg = self.alloc(cls, space, num)
            if reg is None:
                continue
            # heap offset
            n_pick = 1 if num is None else num
            explicit = r.random() < 0.3
            if explicit:
                y = r.random()
                if y < 0.05:
                    off = 0xFFFFFFFF - n_pick      # last legal heap slot
                elif y < 0.7:
                    off = r.randint(0, 64)
                else:
                    off = r.randint(65, 0xF0000000)
            else:
                off = M.APPEND
            lo = off if explicit else heap_end + 1
            n_eff = 1 if num is None else num
            if lo + n_eff - 1 > 0xFFFFFFFE:
                if explicit:
                    off = 0
                    lo = 0
                else:
                    self.used[(cls, space)].pop()
                    continue
            heap_end = lo + n_eff - 1
            params = [cls + str(reg)]
            if num is None:
                params.append(self.param("numDescriptors",
                                         self.kw("unbounded") if r.random() < 0.9 else "4294967295"))
            elif num != 1 or r.random() < 0.3:
                params.append(self.param("numDescriptors", self.uint(num)))
            if sp_text is not None:
                params.append(self.param("space", self.uint(sp_text)))
            if explicit:
                params.append(self.param("offset", self.uint(off)))
            elif r.random() < 0.1:
                params.append(self.param("offset", self.kw("DESCRIPTOR_RANGE_OFFSET_APPEND")
                                         if r.random() < 0.8 else "4294967295"))
            flags = None
            if self.v >= 2 and r.random() < 0.45:
                flags = self.range_flags_choice(kind)
                params.append(self.param("flags", self.flags_spelling(flags, M.RANGE_FLAGS)))
            ranges.append({"kind": kind, "num": M.UNBOUNDED if num is None else num, "reg": reg,
                           "space": space, "offset": off, "flags": flags})
            texts.append(self.element("Sampler" if kind == "sampler" else kind.upper(), params))
        vis, vis_text = self.vis()
        items = list(texts)
        if vis_text is not None:
            items.insert(r.randint(0, len(items)), self.param("visibility", vis_text))
        body = (self.ws() + "," + self.ws()).join(items)
        if items and r.random() < 0.05:
            body += self.ws() + ","
        self.cost += 1
        return {"kind": "table", "vis": vis, "ranges": ranges}, \
            self.kw("DescriptorTable") + self.ws() + "(" + self.ws() + body + self.ws() + ")"

    def gen_sampler(self):
        r = self.r
        space, sp_text = self.space()
        reg = self.alloc("s", space, 1)
        if reg is None:
            return None
        s = dict(M.SAMPLER_DEFAULTS)
        s["reg"], s["space"] = reg, space
        params = ["s" + str(reg)]
        if sp_text is not None:
            params.append(self.param("space", self.uint(sp_text)))
        vis, vis_text = self.vis()
        s["vis"] = vis
        if vis_text is not None:
            params.append(self.param("visibility", vis_text))

        flags = 0
        if self.v == 3 and r.random() < 0.4:
            flags = r.choice([0, 1, 2, 3])
        nnc = bool(flags & 2)
        uint_bc = bool(flags & 1)

        # filter
        if nnc:
            names = ["FILTER_MIN_MAG_MIP_POINT", "FILTER_MIN_MAG_LINEAR_MIP_POINT",
                     "FILTER_MINIMUM_MIN_MAG_MIP_POINT", "FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT",
                     "FILTER_MAXIMUM_MIN_MAG_MIP_POINT", "FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT"]
            fname = r.choice(names)
            s["filter"] = M.FILTERS[fname]
            params.append(self.param("filter", self.kw(fname)))
        elif r.random() < 0.6:
            fname = r.choice(sorted(M.FILTERS))
            s["filter"] = M.FILTERS[fname]
            params.append(self.param("filter", self.kw(fname)))
        # addresses
        for key in ("addressU", "addressV", "addressW"):
            if nnc and key != "addressW":
                aname = r.choice(["TEXTURE_ADDRESS_CLAMP", "TEXTURE_ADDRESS_BORDER"])
            elif r.random() < 0.5:
                aname = r.choice(sorted(M.ADDRESS))
            else:
                continue
            s[key] = M.ADDRESS[aname]
            params.append(self.param(key, self.kw(aname)))
        if r.random() < 0.5:
            text, bits = self.float_literal(-16.0, M.bits_f32(M.f32_bits(15.99)))
            s["mipLODBias"] = bits
            params.append(self.param("mipLODBias", text))
        if r.random() < 0.4:
            s["maxAnisotropy"] = r.randint(1, 16)
            params.append(self.param("maxAnisotropy", self.uint(s["maxAnisotropy"])))
        if r.random() < 0.4:
            cname = r.choice(sorted(M.COMPARISON))
            s["comparisonFunc"] = M.COMPARISON[cname]
            params.append(self.param("comparisonFunc", self.kw(cname)))
        # border colour
        if uint_bc:
            bname = r.choice(["STATIC_BORDER_COLOR_TRANSPARENT_BLACK", "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT",
                              "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"])
        elif r.random() < 0.45:
            pool = ["STATIC_BORDER_COLOR_TRANSPARENT_BLACK", "STATIC_BORDER_COLOR_OPAQUE_BLACK",
                    "STATIC_BORDER_COLOR_OPAQUE_WHITE"]
            if r.random() < 0.15:
                pool = ["STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT", "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"]
            bname = r.choice(pool)
        else:
            bname = None
        if bname:
            s["borderColor"] = M.BORDER[bname]
            params.append(self.param("borderColor", self.kw(bname)))
        # LODs
        if nnc:
            for key in ("minLOD", "maxLOD"):
                text = r.choice(["0", "0.0", ".0", "0.f", "0e0", "+0", "-0"])
                s[key] = 0
                params.append(self.param(key, text))
        else:
            want_min = r.random() < 0.5
            want_max = r.random() < 0.5
            fmax = M.bits_f32(M.FLT_MAX_BITS)
            mn_text, mn = (self.float_literal(-fmax, fmax) if want_min else (None, 0))
            mx_text, mx = (self.float_literal(-fmax, fmax) if want_max else (None, M.FLT_MAX_BITS))
            if M.bits_f32(mn) > M.bits_f32(mx):
                if want_min and want_max:
                    mn_text, mn, mx_text, mx = mx_text, mx, mn_text, mn
                elif want_min:
                    mn_text, mn = None, 0
                    if M.bits_f32(mn) > M.bits_f32(mx):
                        mx_text, mx = None, M.FLT_MAX_BITS
                else:
                    mx_text, mx = None, M.FLT_MAX_BITS
            s["minLOD"], s["maxLOD"] = mn, mx
            if mn_text is not None:
                params.append(self.param("minLOD", mn_text))
            if mx_text is not None:
                params.append(self.param("maxLOD", mx_text))
        if self.v == 3 and (flags or r.random() < 0.2):
            spell = self.flags_spelling(flags, [(n, b) for n, b, _ in M.SAMPLER_FLAGS])
            params.append(self.param("flags", spell))
        s["flags"] = flags
        return s, self.element("StaticSampler", params)

    # ---------------------------------------------------------------- whole signature
    def gen(self):
        r = self.r
        n = r.choice([0, 1, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 12])
        if r.random() < 0.03:
            n = r.randint(20, 60)                # big signature
        elements = []                       # (kind, desc, text)
        for _ in range(n):
            x = r.random()
            if x < 0.25:
                g = self.gen_root_descriptor()
                k = "param"
            elif x < 0.4:
                g = self.gen_root_constants()
                k = "param"
            elif x < 0.75:
                g = self.gen_table()
                k = "param"
            else:
                g = self.gen_sampler()
                k = "sampler"
            if g is not None:
                elements.append((k, g[0], g[1]))
        root_flags = 0
        if r.random() < 0.5:
            root_flags, text = self.gen_root_flags()
            elements.insert(r.randint(0, len(elements)), ("flags", None, text))
        dsl = self.ws() + (self.ws() + "," + self.ws()).join(t for _, _, t in elements)
        if elements and r.random() < 0.08:
            dsl += self.ws() + ","
        dsl += self.ws()
        return {
            "version": self.version,
            "dsl": dsl,
            "root_flags": root_flags,
            "params": [d for k, d, _ in elements if k == "param"],
            "samplers": [d for k, d, _ in elements if k == "sampler"],
        }


def generate(seed, count, versions):
    out = []
    for version in versions:
        rng = random.Random("%s/%s" % (seed, version))
        for i in range(count):
            d = Gen(rng, version).gen()
            d = {"id": "%s-%04d" % (version, i), **d}
            out.append(d)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="20260101")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--version", default="all", choices=["1.0", "1.1", "1.2", "all"])
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    versions = ["1.0", "1.1", "1.2"] if a.version == "all" else [a.version]
    cases = generate(a.seed, a.count, versions)
    f = sys.stdout if a.output == "-" else open(a.output, "w")
    for c in cases:
        f.write(json.dumps(c, separators=(",", ":")) + "\n")
    if f is not sys.stdout:
        f.close()


if __name__ == "__main__":
    main()
