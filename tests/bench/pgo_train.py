#!/usr/bin/env python3
"""pgo_train.py: the training run of a profile-guided build (`make pgo`).

    tests/bench/pgo_train.py ROOTSIG WORKDIR

Runs an instrumented `rootsig` (built with -DROOTSIG_PGO=generate) over what
the program is given in use, so that GCC lays out and predicts the final
build's code for that: every data-driven test case (DSL, metadata, HLSL and
binary inputs, good and bad), the bundled example through every output,
random signatures from the differential tests' generator (another seed than
the benchmarks'), DSL tables of a few sizes, and metadata modules of a few
sizes cut from the checked-in clang sample (tests/bench/clang_sample.ll; not
the modules or the sizes the benchmarks time). Exit statuses are not
checked: a bad input is meant to fail, and only the profile counts.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "diff"))
sys.dont_write_bytecode = True

import gen  # noqa: E402
import modules  # noqa: E402


def run(rs, *args):
    subprocess.run([rs] + list(args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=300)


def dsl_table(size):
    """One table of ranges of every kind, about size bytes (as a hand-written large one)."""
    out, total, j = ["RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0),", "DescriptorTable("], 0, 0
    kinds = ("SRV(t%d, space = %d)", "UAV(u%d, numDescriptors = 2, space = %d)",
             "CBV(b%d, space = %d, flags = DATA_STATIC)")
    while total < size:
        r = "    " + kinds[j % 3] % (2 * j + 1, j % 5) + ","
        out.append(r)
        total += len(r) + 1
        j += 1
    out[-1] = out[-1].rstrip(",")
    out.append("), StaticSampler(s0)")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().split("\n\n")[1])
    rs, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(work, exist_ok=True)

    # The test cases, as `check` and as `compile` read them.
    cases = os.path.join(ROOT, "tests", "cases")
    for d, _, files in sorted(os.walk(cases)):
        for f in sorted(files):
            if f.endswith(".expect"):
                continue
            path = os.path.join(d, f)
            run(rs, "check", path)
            run(rs, "compile", "--emit", "part", "-o", os.path.join(work, "case.rts0"), path)

    # The bundled example through every output, and back.
    ref = os.path.join(ROOT, "examples", "reference.rs")
    part, cont = os.path.join(work, "ref.rts0"), os.path.join(work, "ref.dxbc")
    for v in ("1.0", "1.1", "1.2"):
        run(rs, "compile", "--version", v, "--emit", "part", "-o", part, ref)
        run(rs, "compile", "--version", v, "-o", cont, ref)
        for emit in ("metadata", "dsl", "json"):
            run(rs, "compile", "--version", v, "--emit", emit, "-o", os.path.join(work, "x"), ref)
        run(rs, "dump", part)
        run(rs, "dump", cont)
        run(rs, "check", cont)
        run(rs, "decompile", part)

    # Random signatures, one file each, and all of them as one HLSL file's #defines.
    sigs = gen.generate("pgo-train", 30, ["1.0", "1.1", "1.2"])
    hlsl = []
    for i, c in enumerate(sigs):
        path = os.path.join(work, "sig%d.rs" % i)
        with open(path, "w") as f:
            f.write(c["dsl"])
        part = os.path.join(work, "sig.rts0")
        run(rs, "compile", "--version", c["version"], "--emit", "part", "-o", part, path)
        run(rs, "dump", part)
        run(rs, "dump", "--format", "json", part)
        run(rs, "decompile", part)
        run(rs, "compile", "--version", c["version"], "-o", cont, path)
        run(rs, "verify", cont)
        run(rs, "dump", cont)
        out = os.path.join(work, "out.dxbc")
        run(rs, "extract", cont, "-o", out)
        run(rs, "extract", cont, "-o", out, "--emit", "part")
        run(rs, "strip", cont, "-o", out)
        run(rs, "splice", out, part, "-o", out)
        run(rs, "diff", part, ref)
        hlsl.append("#define RS%d \"%s\"" % (i, c["dsl"].replace("\\", "\\\\").replace('"', '\\"')
                                                .replace("\n", " ")))
    with open(os.path.join(work, "sigs.hlsl"), "w") as f:
        f.write("\n".join(hlsl) + "\n")
    for i in range(0, len(sigs), 7):
        run(rs, "compile", "--define", "RS%d" % i, "-o", os.path.join(work, "h.rts0"),
            os.path.join(work, "sigs.hlsl"))

    # DSL tables.
    for size in (20 << 10, 300 << 10, 3 << 20):
        path = os.path.join(work, "table.rs")
        with open(path, "w") as f:
            f.write(dsl_table(size))
        run(rs, "compile", "--emit", "part", "-o", os.path.join(work, "table.rts0"), path)
        run(rs, "check", path)

    # Metadata modules from the checked-in sample.
    parts = modules.sample_parts()
    for size in (50 << 10, 600 << 10, 3 << 20, 10 << 20):
        text, entries = modules.module(parts, size)
        path = os.path.join(work, "mod.ll")
        with open(path, "w") as f:
            f.write(text)
        run(rs, "check", "--input", "metadata", path)
        run(rs, "check", "--input", "metadata", path)
        run(rs, "compile", "--input", "metadata", "--entry", "f%d" % (entries // 2), "-o",
            os.path.join(work, "mod.rts0"), path)


if __name__ == "__main__":
    main()
