#!/usr/bin/env python3
"""The shared library exports exactly the public header's functions.

    symbols.py HEADER LIBRARY

Reads every `ROOTSIG_API ... rootsig_name(` declaration of the configured
header (build/include/rootsig.h), lists the library's defined dynamic
symbols with `nm -D --defined-only`, and fails on any difference either
way: a declared function the library lacks breaks every program that calls
it, and an undeclared export is an internal leaking into the ABI. Also
checks the SONAME is librootsig.so.<ROOTSIG_VERSION_MAJOR>.
"""
import re
import subprocess
import sys


def main():
    header, lib = sys.argv[1], sys.argv[2]
    text = open(header, encoding="utf-8").read()
    # Comments out, so an example in a comment is not taken for a declaration.
    code = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    code = re.sub(r"//[^\n]*", " ", code)
    major = re.search(r"#define ROOTSIG_VERSION_MAJOR (\d+)", code).group(1)
    code = re.sub(r"^\s*#[^\n]*", " ", code, flags=re.M)  # ROOTSIG_API's own definitions
    declared = set(re.findall(r"\bROOTSIG_API\b[^;{(]*?\b(\w+)\s*\(", code))
    if not declared:
        sys.exit(f"symbols.py: no ROOTSIG_API declarations found in {header}")

    nm = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True,
                        check=True).stdout
    exported = set()
    for line in nm.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] in "TtWwDdBbRrVviu":
            exported.add(parts[2].split("@")[0])

    bad = 0
    for s in sorted(declared - exported):
        print(f"declared in {header} but not exported by {lib}: {s}")
        bad = 1
    for s in sorted(exported - declared):
        print(f"exported by {lib} but not declared in {header}: {s}")
        bad = 1

    dyn = subprocess.run(["readelf", "-d", lib], capture_output=True, text=True, check=True).stdout
    m = re.search(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]", dyn)
    want = f"librootsig.so.{major}"
    if not m or m.group(1) != want:
        print(f"SONAME is {m.group(1) if m else 'missing'}, want {want}")
        bad = 1
    if not bad:
        print(f"{len(declared)} functions declared, the same {len(exported)} exported; SONAME {want}")
    return bad


if __name__ == "__main__":
    sys.exit(main())
