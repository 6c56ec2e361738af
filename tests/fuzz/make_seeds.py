#!/usr/bin/env python3
"""Builds the fuzz seed corpora (tests/fuzz/corpus/<target>/) from the test
cases, the bundled example and a few hand-picked signatures, using the rootsig
CLI for the binary seeds. The corpora are small and committed; run this again
only to refresh them:

    tests/fuzz/make_seeds.py build/rootsig
"""
import hashlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

EXTRA_DSL = [
    "",
    "CBV(b0)",
    "RootFlags(0)",
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_VERTEX_SHADER_ROOT_ACCESS | LOCAL_ROOT_SIGNATURE)",
    "RootConstants(num32BitConstants = 3, b0, space = 1, visibility = SHADER_VISIBILITY_PIXEL)",
    "SRV(t0, flags = DATA_STATIC), UAV(u0, space = 2, flags = DATA_VOLATILE)",
    "DescriptorTable(CBV(b0, numDescriptors = unbounded, offset = DESCRIPTOR_RANGE_OFFSET_APPEND), "
    "SRV(t0, numDescriptors = 4, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE), "
    "UAV(u1, offset = 0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))",
    "DescriptorTable(Sampler(s0, numDescriptors = 2), visibility = SHADER_VISIBILITY_MESH)",
    "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_BORDER, "
    "addressV = TEXTURE_ADDRESS_MIRROR_ONCE, addressW = TEXTURE_ADDRESS_CLAMP, mipLODBias = -1.5e1, "
    "maxAnisotropy = 8, comparisonFunc = COMPARISON_GREATER_EQUAL, "
    "borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, minLOD = 0.5f, maxLOD = 1000, "
    "space = 3, visibility = SHADER_VISIBILITY_GEOMETRY, flags = UINT_BORDER_COLOR)",
    "StaticSampler(s1, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_MIP_POINT, "
    "addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)",
    "/* c */ CBV(b0), // tail\n SRV(t00, space = 007)",
    "CBV(b0, foo = 1), SRV(t0",
    "DescriptorTable(SRV(t0), DescriptorTable(CBV(b0)))",
    "CBV(b4294967295), SRV(t0, space = 4294967280)",
]


def write(dirname, data):
    os.makedirs(dirname, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(dirname, name), "wb") as f:
        f.write(data)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_seeds.py PATH/TO/rootsig")
    cli = sys.argv[1]
    corpus = os.path.join(HERE, "corpus")
    dsl = list(EXTRA_DSL)
    for d in ("tests/cases/dsl", "examples"):
        for f in sorted(os.listdir(os.path.join(ROOT, d))):
            if f.endswith(".rs"):
                with open(os.path.join(ROOT, d, f)) as fh:
                    dsl.append(fh.read())
    versions = [(b"\x00", "1.0"), (b"\x01", "1.1"), (b"\x02", "1.2")]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out")
        for i, text in enumerate(dsl):
            ctl, ver = versions[i % 3]
            write(os.path.join(corpus, "dsl"), ctl + text.encode())
            write(os.path.join(corpus, "roundtrip"), ctl + text.encode())
            for emit, target in (("part", "rts0"), ("container", "container")):
                r = subprocess.run([cli, "compile", "--version", ver, "--emit", emit, "-o", out,
                                    "--text", text], capture_output=True)
                if r.returncode == 0:
                    with open(out, "rb") as fh:
                        write(os.path.join(corpus, target), fh.read())
            r = subprocess.run([cli, "compile", "--version", ver, "--emit", "metadata", "-o",
                                out, "--text", text], capture_output=True)
            if r.returncode == 0:
                with open(out, "rb") as fh:
                    write(os.path.join(corpus, "metadata"), ctl + fh.read())
    md = os.path.join(ROOT, "tests/cases/metadata")
    for f in sorted(os.listdir(md)):
        if f.endswith(".ll") and os.path.getsize(os.path.join(md, f)) < 8192:
            with open(os.path.join(md, f), "rb") as fh:
                write(os.path.join(corpus, "metadata"), b"\x01" + fh.read())


if __name__ == "__main__":
    main()
