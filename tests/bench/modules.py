#!/usr/bin/env python3
"""modules.py: metadata modules the way users produce them, for the benchmarks.

    tests/bench/modules.py [--count N] [--seed S] [--sample FILE] SIZE_BYTES OUT.ll
    tests/bench/modules.py --write-sample FILE     (regenerates the checked-in sample)

Random valid root signatures from the differential tests' generator
(tests/diff/gen.py, every element kind, versions 1.0, 1.1 and 1.2) are
compiled by clang-22 (`-fdx-rootsignature-version=...`) when it is installed;
each printed `!dx.rootsignatures` entry and the nodes it reaches become one
part. Without clang-22 the parts come from the checked-in sample
(tests/bench/clang_sample.ll, the same thing printed once by clang-22 22.1).
A module of SIZE bytes cycles through the parts, renumbered into one module
with one `define void @fN()` per entry, as a build that links many shaders'
metadata would print it.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "diff"))
sys.dont_write_bytecode = True

CLANG = os.environ.get("CLANG", "clang-22")
SAMPLE = os.path.join(HERE, "clang_sample.ll")
VERSION_ARG = {"1.0": "rootsig_1_0", "1.1": "rootsig_1_1", "1.2": "rootsig_1_2"}
NODE = re.compile(r"^!(\d+) = (.*)$")
REF = re.compile(r"!(\d+)")


def hlsl(dsl):
    esc = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\v": "\\v", "\f": "\\f"}
    return '[RootSignature("%s")] [numthreads(1,1,1)] void main() {}\n' % "".join(
        esc.get(c, c) for c in dsl)


def parts_of(ll):
    """Every !dx.rootsignatures entry of a module: (function, root, {number: text})."""
    nodes = {}
    tops = []
    for line in ll.splitlines():
        n = NODE.match(line)
        if n:
            nodes[int(n.group(1))] = n.group(2)
        elif line.startswith("!dx.rootsignatures = !{"):
            tops += [int(r) for r in REF.findall(line)]
    out = []
    for top in tops:
        keep, todo = {}, [top]
        while todo:
            k = todo.pop()
            if k not in keep:
                keep[k] = nodes[k]
                todo.extend(int(r) for r in REF.findall(nodes[k]))
        fn = re.search(r"ptr @([A-Za-z0-9_.]+)", nodes[top])
        out.append((fn.group(1) if fn else None, top, keep))
    return out


def _clang_one(args):
    dsl, version = args
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "in.hlsl")
        out = os.path.join(work, "out.ll")
        with open(src, "w") as f:
            f.write(hlsl(dsl))
        try:
            p = subprocess.run([CLANG, "-cc1", "-triple", "dxil-pc-shadermodel6.0-compute", "-x",
                                "hlsl", "-emit-llvm", "-hlsl-entry", "main",
                                "-fdx-rootsignature-version=" + VERSION_ARG[version], "-o", out,
                                src], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=60)
        except subprocess.TimeoutExpired:
            return None
        if p.returncode != 0:
            return None
        return open(out).read()


def clang_parts(count, seed):
    """Parts printed by clang-22 for count random signatures per version (None without clang)."""
    if not shutil.which(CLANG):
        return None
    import gen
    cases = gen.generate(seed, count, ["1.0", "1.1", "1.2"])
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        lls = list(ex.map(_clang_one, [(c["dsl"], c["version"]) for c in cases]))
    parts = []
    for ll in lls:
        if ll is not None:
            parts += parts_of(ll)
    return parts or None


def sample_parts():
    return parts_of(open(SAMPLE).read())


def module(parts, size=0, entries=None):
    """A module of about size bytes (or exactly `entries` entries) cycling through parts."""
    head = ['target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-'
            'f64:64-n8:16:32:64"', 'target triple = "dxilv1.0-pc-shadermodel6.0-compute"', ""]
    funcs, tops, body = [], [], []
    total, base, e = 200, 0, 0
    while (e < entries) if entries is not None else (e == 0 or total < size):
        fn, root, nodes = parts[e % len(parts)]
        order = sorted(nodes)
        renum = {old: base + i for i, old in enumerate(order)}
        for old in order:
            text = REF.sub(lambda m: "!%d" % renum[int(m.group(1))], nodes[old])
            if old == root and fn is not None:
                text = text.replace("ptr @%s" % fn, "ptr @f%d" % e)
            line = "!%d = %s" % (renum[old], text)
            body.append(line)
            total += len(line) + 1
        f = "define void @f%d() {\nentry:\n  ret void\n}\n" % e
        funcs.append(f)
        tops.append("!%d" % renum[root])
        total += len(f) + len(tops[-1]) + 2
        base += len(order)
        e += 1
    return "\n".join(head + funcs + ["!dx.rootsignatures = !{%s}" % ", ".join(tops), ""] +
                     body) + "\n", e


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=60, help="signatures per version")
    ap.add_argument("--seed", default="bench-2026")
    ap.add_argument("--write-sample", metavar="FILE")
    ap.add_argument("size", nargs="?", type=int)
    ap.add_argument("out", nargs="?")
    a = ap.parse_args()
    if a.write_sample:
        parts = clang_parts(a.count, a.seed)
        if parts is None:
            sys.exit("modules.py: --write-sample needs clang-22")
        text, _ = module(parts, entries=len(parts))
        with open(a.write_sample, "w") as f:
            f.write("; Sample for tests/bench/modules.py: clang-22's printed !dx.rootsignatures for\n"
                    "; %d random signatures of tests/diff/gen.py (seed %s), renumbered into one\n"
                    "; module. Regenerate: tests/bench/modules.py --write-sample %s\n"
                    % (len(parts), a.seed, os.path.relpath(a.write_sample, ROOT)))
            f.write(text)
        return
    if a.size is None or a.out is None:
        ap.error("SIZE and OUT are required")
    parts = clang_parts(a.count, a.seed) or sample_parts()
    text, n = module(parts, a.size)
    with open(a.out, "w") as f:
        f.write(text)
    print("%s: %d bytes, %d entries" % (a.out, len(text), n))



if __name__ == "__main__":
    main()
