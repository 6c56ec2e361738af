#!/usr/bin/env python3
"""The decompile laws (docs/decompile.md), through the public API (objdesc laws):

    compile(decompile(x)) == x                                  byte for byte
    decompile(compile(decompile(x))) == decompile(x)

for x = the RTS0 bytes of every real-world corpus signature, of examples/reference.rs and of
generated signatures (gen.py, --count per version), at every version and in both compat modes.
Also: decompiling the DSL gives the same text as decompiling its bytes; the HLSL block (--name)
read as a #define gives the bytes; --explicit text gives the same bytes in the other compat mode.
(tests/cli/decompile.sh runs the same laws through the command line for a few inputs.)

    roundtrip.py --objdesc PATH [--corpus DIR] [--count N]

Exit: 0 all hold, 1 a law broken.
"""

import argparse
import csv
import os
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--objdesc", required=True)
    shared = os.environ.get("ROOTSIG_SHARED", os.path.join(os.path.dirname(REPO), "shared"))
    ap.add_argument("--corpus", default=os.path.join(shared, "corpus", "real-world"))
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", default="roundtrip-1")
    a = ap.parse_args()

    inputs = []  # (label, dsl, versions)
    with open(os.path.join(REPO, "examples", "reference.rs")) as f:
        inputs.append(("reference.rs", f.read(), ["1.0", "1.1", "1.2"]))
    index = os.path.join(a.corpus, "index.tsv")
    if os.path.exists(index):
        with open(index, newline="") as f:
            for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                inputs.append(("corpus " + r["id"], r["dsl_expanded"], ["1.0", "1.1", "1.2"]))
    else:
        print("note: corpus not found: %s" % index)
    for c in gen.generate(a.seed, a.count, ["1.0", "1.1", "1.2"]):
        inputs.append(("gen " + c["id"], c["dsl"], [c["version"]]))

    held = broken = skipped = 0
    for v in ("1.0", "1.1", "1.2"):
        for compat in ("llvm", "dxc"):
            batch = [(lab, dsl) for lab, dsl, vs in inputs if v in vs]
            p = subprocess.run([a.objdesc, "laws", v, compat], capture_output=True, text=True,
                               input="".join(dsl + "\0" for _, dsl in batch))
            results = [ln for ln in p.stdout.splitlines() if ln in ("ok", "skip") or ln.startswith("fail ")]
            if p.returncode != 0 or len(results) != len(batch):
                print("FAIL: objdesc laws %s %s: %d results for %d inputs\n%s%s"
                      % (v, compat, len(results), len(batch), p.stdout[-2000:], p.stderr))
                return 1
            for (lab, _), res in zip(batch, results):
                if res == "ok":
                    held += 1
                elif res == "skip":
                    skipped += 1  # rejected at this version: corpus.py checks the verdicts
                else:
                    broken += 1
                    if broken <= 10:
                        print("FAIL: %s %s %s: %s" % (lab, v, compat, res[5:]))
            if broken and broken <= 10:
                print(p.stdout[-3000:])
    print("(%d inputs rejected at their version, not counted)" % skipped)
    print("%d passed, %d failed" % (held, broken))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
