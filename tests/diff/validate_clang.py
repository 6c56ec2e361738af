#!/usr/bin/env python3
"""Differential check of rootsig's validator (RS2xxx) against clang-22's Sema.

    validate_clang.py [--rootsig build/rootsig] [--count N] [--seed S] [-j J] [-v]

Every DSL string (a hand-written list plus seeded random families) goes
through clang-22 (the `rootsignature` target, the string in a macro named by
-hlsl-entry) and through `rootsig check`. The script asserts:

  1. every string clang-22 rejects is rejected by rootsig, and every clang
     error maps to a shared rule whose rootsig ID is among rootsig's errors
     (CLANG_RULES: the message texts of clang's ParseHLSLRootSignature.cpp and
     SemaHLSL.cpp);
  2. everything rootsig rejects (or warns about) that clang-22 accepts is a
     rule clang's Sema lacks (CLANG_LACKS, citing clang's SemaHLSL.cpp, LLVM's
     RootSignatureValidations.cpp or the D3D12 documents), and the reason is
     printed for each such string;
  3. strings that use only DSL both accept parse in both (a clang parse error
     means the case list is wrong, not the validator).

Exit status: 0 all agree; 1 a disagreement; 2 setup error (no rootsig
binary); 77 clang-22 is not installed (the CTest SKIP_RETURN_CODE).
The last line is "validate_clang: N passed, M failed".
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

CLANG = os.environ.get("CLANG", "clang-22")
VERSIONS = {"1.0": "rootsig_1_0", "1.1": "rootsig_1_1", "1.2": "rootsig_1_2"}

# clang Sema message -> the rootsig IDs of the same rule (any one of them must be reported).
APPEND_UNBOUNDED = re.compile(r"^offset appends to unbounded descriptor range$")
CLANG_RULES = [
    (re.compile(r"^value must be in the range \[0, 4294967294\]$"), {"RS2003"}),
    (re.compile(r"^value must be in the range \[0, 4294967279\]$"), {"RS2004"}),
    (re.compile(r"^value must be in the range \[1, 4294967294\]$"), {"RS2005"}),
    (re.compile(r"^value must be in the range \[-16\.00, 15\.99\]$"), {"RS2018"}),
    (re.compile(r"^value must be in the range \[0, 16\]$"), {"RS2019"}),
    (re.compile(r"^invalid flags for version 1\.0$"), {"RS2001"}),
    (re.compile(r"^invalid flags for version 1\.[12]$"),
     {"RS2008", "RS2009", "RS2010", "RS2011", "RS2012"}),
    (re.compile(r"^sampler and non-sampler resource mixed in descriptor table$"), {"RS2030"}),
    (APPEND_UNBOUNDED, {"RS2031"}),
    (re.compile(r"^descriptor range offset overflows \[\d+, \d+\]$"), {"RS2032"}),
    (re.compile(r"^resource ranges .* overlap within space = \d+ and visibility = \w+$"),
     {"RS2040"}),
]

# Rules clang-22's Sema does not have: reason -> (rootsig IDs, where that is documented).
CLANG_LACKS = {
    "sampler-flags-version": ({"RS2001"},
        "SemaHLSL.cpp does not check static sampler flags against the version "
        "(only LLVM's metadata validator, RootSignatureMetadata.cpp, does)"),
    "redundant-1.0-flags": ({"RS2002"},
        "rootsig's rule: 'flags=' in 1.0 equal to the implied value is accepted as clang does, "
        "with a warning (DXC rejects it)"),
    "register-overflow": ({"RS2006"},
        "SemaHLSL.cpp does not check register-range overflow (it wraps; LLVM's "
        "RootSignatureMetadata.cpp rejects it)"),
    "uint-flag-float-color": ({"RS2025"},
        "SemaHLSL.cpp does not check border color against the UINT flag; the D3D12 rule is "
        "the VulkanOn12 specification's (DirectX-Specs)"),
    "uint-border-color": ({"RS2026", "RS2027"},
        "rootsig's rule: *_UINT border colors without UINT_BORDER_COLOR (1.2) or in 1.0/1.1 "
        "give a warning (the D3D12 documents disagree); SemaHLSL.cpp accepts them"),
    "non-normalized": ({"RS2022", "RS2023", "RS2024"},
        "the VulkanOn12 specification (DirectX-Specs): NON_NORMALIZED_COORDINATES constraints, "
        "a D3D12 rule rootsig checks; SemaHLSL.cpp checks no sampler flag semantics"),
    "heap-offset-overlap": ({"RS2033"},
        "rootsig's rule: overlapping descriptor-heap offsets of different range types "
        "(warning); SemaHLSL.cpp does not check overlapping offsets"),
    "empty-table": ({"RS2034"},
        "rootsig's rule: a table with no ranges is allowed with a warning"),
    "root-cost": ({"RS2041"},
        "the 64-DWORD root cost (D3D12 documentation, Root Signature Limits), checked by none "
        "of the references"),
    "local-root-cost": ({"RS2042"},
        "the 4064-byte local root signature budget (D3D12 documentation)"),
    "deny-visibility": ({"RS2043"},
        "rootsig's rule: DENY_*_SHADER_ROOT_ACCESS with a parameter visible only to that stage"),
}
LACKING_IDS = {i: r for r, (ids, _) in CLANG_LACKS.items() for i in ids}

# ---------------------------------------------------------------------------------------------
# the hand-written list: (version, DSL, expected rootsig IDs, expected clang verdict)
#   verdict "reject": clang rejects for a shared rule;  "accept": both accept;
#   a CLANG_LACKS key: clang accepts, rootsig rejects/warns for that reason.

HAND = [
    # RS2001 / flags in 1.0 (clang: invalid flags for version 1.0)
    ("1.0", "CBV(b0, flags = 0)", {"RS2001"}, "reject"),
    ("1.0", "UAV(u0, flags = DATA_STATIC)", {"RS2001"}, "reject"),
    ("1.0", "DescriptorTable(SRV(t0, flags = DATA_VOLATILE))", {"RS2001"}, "reject"),
    ("1.0", "DescriptorTable(Sampler(s0, flags = 0))", {"RS2001"}, "reject"),
    ("1.0", "CBV(b0, flags = DATA_VOLATILE)", {"RS2002"}, "redundant-1.0-flags"),
    ("1.0", "DescriptorTable(CBV(b0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE))",
     {"RS2002"}, "redundant-1.0-flags"),
    ("1.0", "StaticSampler(s0, flags = UINT_BORDER_COLOR)", {"RS2001"},
     "sampler-flags-version"),
    ("1.1", "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES)", {"RS2001"},
     "sampler-flags-version"),
    # RS2003 register 4294967295
    ("1.1", "CBV(b4294967295)", {"RS2003"}, "reject"),
    ("1.1", "RootConstants(b4294967295, num32BitConstants = 1)", {"RS2003"}, "reject"),
    ("1.1", "DescriptorTable(UAV(u4294967295))", {"RS2003"}, "reject"),
    ("1.2", "StaticSampler(s4294967295)", {"RS2003"}, "reject"),
    ("1.1", "CBV(b4294967294), DescriptorTable(SRV(t4294967294)), StaticSampler(s4294967294)",
     set(), "accept"),
    # RS2004 reserved spaces
    ("1.1", "SRV(t0, space = 4294967280)", {"RS2004"}, "reject"),
    ("1.0", "RootConstants(b0, num32BitConstants = 1, space = 4294967295)", {"RS2004"}, "reject"),
    ("1.1", "DescriptorTable(Sampler(s0, space = 4294967290))", {"RS2004"}, "reject"),
    ("1.2", "StaticSampler(s0, space = 4294967281)", {"RS2004"}, "reject"),
    ("1.1", "SRV(t0, space = 4294967279)", set(), "accept"),
    # RS2005 zero descriptors
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = 0))", {"RS2005"}, "reject"),
    ("1.0", "DescriptorTable(Sampler(s0, numDescriptors = 0), Sampler(s1))", {"RS2005"}, "reject"),
    # RS2006 register overflow (clang lacks)
    ("1.1", "DescriptorTable(SRV(t4294967290, numDescriptors = 7))", {"RS2006"},
     "register-overflow"),
    ("1.1", "DescriptorTable(SRV(t4294967290, numDescriptors = 6))", set(), "accept"),
    # RS2009-RS2012 flags in 1.1/1.2 (clang: invalid flags for version 1.x)
    ("1.1", "CBV(b0, flags = DATA_VOLATILE | DATA_STATIC)", {"RS2009"}, "reject"),
    ("1.2", "DescriptorTable(UAV(u0, flags = DATA_VOLATILE | DATA_STATIC_WHILE_SET_AT_EXECUTE))",
     {"RS2009"}, "reject"),
    ("1.1", "DescriptorTable(Sampler(s0, flags = DATA_VOLATILE))", {"RS2010"}, "reject"),
    ("1.1", "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_STATIC))", {"RS2011"},
     "reject"),
    ("1.1", "DescriptorTable(SRV(t0, flags = DESCRIPTORS_VOLATILE | "
            "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))", {"RS2012"}, "reject"),
    ("1.2", "DescriptorTable(Sampler(s0, flags = DESCRIPTORS_VOLATILE | "
            "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS))", {"RS2012"}, "reject"),
    ("1.1", "DescriptorTable(SRV(t0, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS | "
            "DATA_STATIC), Sampler(s0, flags = DESCRIPTORS_VOLATILE, space = 1))",
     {"RS2030"}, "reject"),
    # RS2018 / RS2019 sampler values
    ("1.1", "StaticSampler(s0, mipLODBias = 16)", {"RS2018"}, "reject"),
    ("1.1", "StaticSampler(s0, mipLODBias = 15.991)", {"RS2018"}, "reject"),
    ("1.0", "StaticSampler(s0, mipLODBias = -16.001)", {"RS2018"}, "reject"),
    ("1.1", "StaticSampler(s0, mipLODBias = 15.99), StaticSampler(s1, mipLODBias = -16)",
     set(), "accept"),
    ("1.1", "StaticSampler(s0, maxAnisotropy = 17)", {"RS2019"}, "reject"),
    ("1.1", "StaticSampler(s0, maxAnisotropy = 16), StaticSampler(s1, maxAnisotropy = 0)",
     set(), "accept"),
    # RS2022-RS2027 sampler flags and border colors (clang lacks)
    ("1.2", "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, addressU = "
            "TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)",
     {"RS2022"}, "non-normalized"),
    ("1.2", "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = "
            "FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = "
            "TEXTURE_ADDRESS_CLAMP)", {"RS2023"}, "non-normalized"),
    ("1.2", "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = "
            "FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, maxLOD = 0)",
     {"RS2024"}, "non-normalized"),
    ("1.2", "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = "
            "FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, addressV = "
            "TEXTURE_ADDRESS_BORDER, maxLOD = 0)", set(), "accept"),
    ("1.2", "StaticSampler(s0, flags = UINT_BORDER_COLOR)", {"RS2025"}, "uint-flag-float-color"),
    ("1.2", "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT)",
     {"RS2026"}, "uint-border-color"),
    ("1.1", "StaticSampler(s0, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)",
     {"RS2027"}, "uint-border-color"),
    ("1.2", "StaticSampler(s0, flags = UINT_BORDER_COLOR, borderColor = "
            "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)", set(), "accept"),
    # RS2030 mixing (clang: one error per range after the first that differs)
    ("1.1", "DescriptorTable(Sampler(s0), CBV(b0))", {"RS2030"}, "reject"),
    ("1.1", "DescriptorTable(CBV(b0), UAV(u0), Sampler(s0), SRV(t0), CBV(b1))", {"RS2030"},
     "reject"),
    ("1.0", "DescriptorTable(Sampler(s0)), DescriptorTable(CBV(b0))", set(), "accept"),
    # RS2031 append after unbounded, RS2032 offset overflow
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = unbounded), UAV(u0))", {"RS2031"},
     "reject"),
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = unbounded), SRV(t0, space = 1, offset = "
            "DESCRIPTOR_RANGE_OFFSET_APPEND))", {"RS2031"}, "reject"),
    # found by another seed: clang's cascaded RS2032 after the RS2031 is one mistake
    ("1.1", "DescriptorTable(CBV(b0, numDescriptors = unbounded), UAV(u0, space = 1), "
            "SRV(t0, space = 2))", {"RS2031"}, "reject"),
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = unbounded), SRV(t0, space = 1, offset = 0))",
     set(), "accept"),
    ("1.1", "DescriptorTable(SRV(t0, offset = 4294967294, numDescriptors = 3))", {"RS2032"},
     "reject"),
    ("1.1", "DescriptorTable(SRV(t0, offset = 4294967294, numDescriptors = 2), SRV(t5))",
     {"RS2032"}, "reject"),
    ("1.1", "DescriptorTable(SRV(t0, offset = 4294967291, numDescriptors = 5))", set(), "accept"),
    # RS2033 / RS2034 (clang lacks)
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 3))", {"RS2033"},
     "heap-offset-overlap"),
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = unbounded), UAV(u0, offset = 7))",
     {"RS2033"}, "heap-offset-overlap"),
    ("1.1", "DescriptorTable(UAV(u0, numDescriptors = 4), UAV(u10, offset = 2))", set(), "accept"),
    ("1.1", "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL)", {"RS2034"}, "empty-table"),
    ("1.2", "DescriptorTable()", {"RS2034"}, "empty-table"),
    # RS2040 overlap, including clang's wrong-partner strings (SemaHLSL.cpp)
    ("1.1", "CBV(b0), CBV(b0)", {"RS2040"}, "reject"),
    ("1.1", "CBV(b0), SRV(t0), CBV(b0)", {"RS2040"}, "reject"),
    ("1.1", "UAV(u5), SRV(t5, space = 1), UAV(u5)", {"RS2040"}, "reject"),
    ("1.1", "CBV(b0, visibility = SHADER_VISIBILITY_PIXEL), CBV(b0)", {"RS2040"}, "reject"),
    ("1.1", "CBV(b0, visibility = SHADER_VISIBILITY_PIXEL), CBV(b0, visibility = "
            "SHADER_VISIBILITY_VERTEX)", set(), "accept"),
    ("1.1", "RootConstants(b2, num32BitConstants = 1), DescriptorTable(CBV(b0, numDescriptors = "
            "unbounded))", {"RS2040"}, "reject"),
    ("1.1", "StaticSampler(s1), DescriptorTable(Sampler(s0, numDescriptors = 2))", {"RS2040"},
     "reject"),
    ("1.1", "DescriptorTable(UAV(u0, numDescriptors = 10), UAV(u2), UAV(u5))", {"RS2040"},
     "reject"),
    ("1.1", "DescriptorTable(SRV(t0, numDescriptors = 4), visibility = SHADER_VISIBILITY_PIXEL), "
            "SRV(t4), SRV(t3, space = 1), UAV(u3)", set(), "accept"),
    # RS2041 / RS2042 / RS2043 (clang lacks)
    ("1.1", ", ".join("CBV(b%d)" % i for i in range(33)), {"RS2041"}, "root-cost"),
    ("1.1", "RootConstants(b0, num32BitConstants = 63), CBV(b1)", {"RS2041"}, "root-cost"),
    ("1.1", "RootConstants(b0, num32BitConstants = 62), CBV(b1)", set(), "accept"),
    ("1.1", "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(b0, num32BitConstants = 1015), "
            "CBV(b1)", {"RS2042"}, "local-root-cost"),
    ("1.1", "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(b0, num32BitConstants = 1014), "
            "CBV(b1)", set(), "accept"),
    ("1.1", "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = "
            "SHADER_VISIBILITY_PIXEL)", {"RS2043"}, "deny-visibility"),
    ("1.1", "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = "
            "SHADER_VISIBILITY_VERTEX)", set(), "accept"),
    # several rules at once: all reported
    ("1.1", "CBV(b4294967295), StaticSampler(s0, maxAnisotropy = 20), DescriptorTable(SRV(t0, "
            "numDescriptors = 0), Sampler(s1)), UAV(u0, space = 4294967295)",
     {"RS2003", "RS2019", "RS2005", "RS2030", "RS2004"}, "reject"),
]

# ---------------------------------------------------------------------------------------------
# random families, only DSL both compilers parse alike (no leading zeros, no DXC-only names)

VIS = ["SHADER_VISIBILITY_ALL", "SHADER_VISIBILITY_VERTEX", "SHADER_VISIBILITY_HULL",
       "SHADER_VISIBILITY_DOMAIN", "SHADER_VISIBILITY_GEOMETRY", "SHADER_VISIBILITY_PIXEL",
       "SHADER_VISIBILITY_AMPLIFICATION", "SHADER_VISIBILITY_MESH"]
KIND = ["SRV", "UAV", "CBV", "Sampler"]
LETTER = "tubs"
RANGE_FLAGS = ["DESCRIPTORS_VOLATILE", "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE",
               "DATA_STATIC", "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"]
ROOT_FLAGS = ["DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE", "DATA_STATIC"]


def flag_text(names):
    return " | ".join(names) if names else "0"


def fam_overlap(rng, ver):
    """2-5 bindings on registers 0-6 of spaces 0-1: overlap decided by both."""
    out = []
    for _ in range(rng.randint(2, 5)):
        c = rng.randrange(4)
        lo = rng.randrange(7)
        space = rng.randrange(2)
        vis = VIS[rng.choice([0, 0, 1, 5, 5, 7])]
        k = rng.randrange(3)
        if k == 0 and c != 3:
            if c == 2 and rng.randrange(2):
                out.append("RootConstants(b%d, space = %d, num32BitConstants = 1, visibility = %s)"
                           % (lo, space, vis))
            else:
                out.append("%s(%s%d, space = %d, visibility = %s)" % (KIND[c], LETTER[c], lo,
                                                                      space, vis))
        elif k == 0:
            out.append("StaticSampler(s%d, space = %d, visibility = %s)" % (lo, space, vis))
        else:
            n = "unbounded" if rng.randrange(4) == 0 else str(rng.randint(1, 4))
            out.append("DescriptorTable(%s(%s%d, space = %d, numDescriptors = %s), visibility = %s)"
                       % (KIND[c], LETTER[c], lo, space, n, vis))
    return ", ".join(out)


def fam_flags(rng, ver):
    """one root descriptor or range with random flags."""
    if rng.randrange(3) == 0:
        c = rng.randrange(3)
        names = [f for f in ROOT_FLAGS if rng.randrange(3) == 0]
        return "%s(%s0, flags = %s)" % (KIND[c], LETTER[c], flag_text(names))
    c = rng.randrange(4)
    names = [f for f in RANGE_FLAGS if rng.randrange(3) == 0]
    return "DescriptorTable(%s(%s0, flags = %s))" % (KIND[c], LETTER[c], flag_text(names))


def near(rng, edge, below=3, above=3):
    return edge + rng.randint(-below, above)


def fam_limits(rng, ver):
    """registers, spaces, counts and sampler values at their limits."""
    c = rng.randrange(4)
    reg = near(rng, 4294967294, 2, 1) if rng.randrange(2) else rng.randrange(9)
    space = near(rng, 4294967279, 2, 3) if rng.randrange(2) else rng.randrange(9)
    k = rng.randrange(4)
    if k == 0:
        if c == 3:
            return "StaticSampler(s%d, space = %d)" % (reg, space)
        return "%s(%s%d, space = %d)" % (KIND[c], LETTER[c], reg, space)
    if k == 1:
        n = rng.choice(["0", "1", "2", "unbounded"])
        return "DescriptorTable(%s(%s%d, space = %d, numDescriptors = %s))" % (
            KIND[c], LETTER[c], reg if reg < 10 else rng.randrange(9), space, n)
    bias = rng.choice(["-16", "-16.001", "-15.999", "15.99", "15.991", "15.98", "16", "0",
                       "-17.5", "3.25"])
    aniso = rng.choice([0, 1, 15, 16, 17, 100])
    return "StaticSampler(s%d, space = %d, mipLODBias = %s, maxAnisotropy = %d)" % (
        reg, space, bias, aniso)


def fam_offsets(rng, ver):
    """table layouts near the end of the heap; every range in its own space."""
    out = []
    same = rng.randrange(4)
    for j in range(rng.randint(1, 3)):
        c = same if same < 3 and rng.randrange(2) else rng.randrange(3)
        n = rng.choice(["1", "2", "3", "unbounded"])
        off = rng.choice([None, None, "DESCRIPTOR_RANGE_OFFSET_APPEND", "0", "2",
                          str(near(rng, 4294967292, 2, 2)), str(near(rng, 4294967293, 0, 1))])
        r = "%s(%s0, space = %d, numDescriptors = %s" % (KIND[c], LETTER[c], j, n)
        if off is not None:
            r += ", offset = %s" % off
        out.append(r + ")")
    return "DescriptorTable(%s)" % ", ".join(out)


def fam_mixed(rng, ver):
    """tables of sampler and non-sampler ranges, each range in its own space."""
    out = []
    for j in range(rng.randint(1, 4)):
        c = rng.randrange(4)
        out.append("%s(%s0, space = %d)" % (KIND[c], LETTER[c], j))
    return "DescriptorTable(%s)" % ", ".join(out)


FAMILIES = [("overlap", fam_overlap), ("flags", fam_flags), ("limits", fam_limits),
            ("offsets", fam_offsets), ("mixed", fam_mixed)]

# ---------------------------------------------------------------------------------------------

LINE_RE = re.compile(r": (error|warning): (.*) \[(RS\d{4})\]$")


def run_clang(dsl, version, tmpdir):
    src = os.path.join(tmpdir, "empty.hlsl")
    cmd = [CLANG, "-cc1", "-triple", "dxil-unknown-shadermodel1.1-rootsignature", "-x", "hlsl",
           "-emit-llvm", "-hlsl-entry", "RS", '-DRS="%s"' % dsl,
           "-fdx-rootsignature-version=" + VERSIONS[version], "-o", "-", src]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, ["clang timed out (a hang in its root-signature error recovery?)"]
    errors = []
    for line in p.stderr.splitlines():
        m = re.search(r"\berror: (.*)$", line)
        if not m:
            continue
        msg = m.group(1).strip()
        if "specified as target environment but entry" in msg:
            continue
        errors.append(msg)
    return p.returncode == 0, errors


def run_rootsig(rootsig, dsl, version):
    cmd = [rootsig, "check", "--version", version, "--max-errors", "1000", "--text", dsl]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    errs, warns, other = set(), set(), []
    for line in p.stderr.splitlines():
        m = LINE_RE.search(line)
        if m:
            (errs if m.group(1) == "error" else warns).add(m.group(3))
    if p.returncode not in (0, 1):
        other.append("rootsig exited %d: %s" % (p.returncode, p.stderr.strip()[:300]))
    return errs, warns, other


def judge(case, clang_ok, clang_errors, errs, warns, other):
    """Returns (category, reasons, problems)."""
    version, dsl, expect, verdict, origin = case
    problems = list(other)
    ours = errs | warns
    if clang_ok is None:
        problems.extend(clang_errors)
        return "failed", [], problems
    if any(i.startswith("RS1") for i in ours):
        problems.append("rootsig cannot parse the string (case list error): %s" % sorted(ours))
    if not clang_ok:
        unmapped = []
        # After an append to an unbounded range clang keeps counting offsets from 2^32 and
        # reports the next appended range's overflow too; rootsig reports the first mistake
        # only, since the offsets after it are unknown (docs/diagnostics.md, RS2031).
        cascade = "RS2031" in errs and any(APPEND_UNBOUNDED.search(m) for m in clang_errors)
        for msg in clang_errors:
            ids = next((ids for rx, ids in CLANG_RULES if rx.search(msg)), None)
            if ids is None:
                unmapped.append(msg)
            elif ids == {"RS2032"} and cascade and not ids & errs:
                continue
            elif not ids & errs:
                problems.append("clang: '%s' (rule %s) but rootsig reports %s"
                                % (msg, "/".join(sorted(ids)), sorted(errs) or "no error"))
        if unmapped:
            problems.append("clang rejects it for no shared validation rule (a DSL difference: "
                            "fix the case list): %s" % unmapped)
        if not errs:
            problems.append("clang rejects it, rootsig accepts it")
        category = "both-reject"
    else:
        reasons = []
        for i in sorted(ours):
            r = LACKING_IDS.get(i)
            if r is None:
                problems.append("rootsig reports %s, clang-22 accepts, and %s is not a rule "
                                "clang lacks" % (i, i))
            elif r == "sampler-flags-version" and not re.search(r"StaticSampler\([^)]*flags", dsl):
                problems.append("rootsig reports RS2001 on something clang checks itself")
            else:
                reasons.append(r)
        category = "ours-only" if ours else "both-accept"
        if verdict not in ("reject", "accept", None) and verdict not in reasons and ours:
            problems.append("expected reason %s, found %s" % (verdict, reasons))
    # the hand-written expectations
    if expect is not None:
        if verdict == "reject" and clang_ok:
            problems.append("expected clang-22 to reject this")
        if verdict == "accept" and (not clang_ok or ours):
            problems.append("expected both to accept this")
        if verdict not in ("reject", "accept") and not clang_ok:
            problems.append("expected clang-22 to accept this (%s)" % verdict)
        if not expect <= ours:
            problems.append("expected rootsig IDs %s, got %s" % (sorted(expect), sorted(ours)))
    reasons = sorted({LACKING_IDS[i] for i in ours if i in LACKING_IDS}) if clang_ok else []
    return category, reasons, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--rootsig", default=os.environ.get(
        "ROOTSIG", os.path.join(here, "..", "..", "build", "rootsig")))
    ap.add_argument("--count", type=int, default=int(os.environ.get("VALIDATE_DIFF_COUNT", 60)),
                    help="random strings per family and version")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("VALIDATE_DIFF_SEED", 2042)))
    ap.add_argument("-j", "--jobs", type=int, default=int(os.environ.get("DIFF_JOBS", 2)))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    if shutil.which(CLANG) is None:
        print("SKIP: %s not found" % CLANG)
        print("validate_clang: 0 passed, 0 failed")
        return 77
    if not os.access(args.rootsig, os.X_OK):
        print("error: no rootsig binary at %s (give --rootsig or ROOTSIG)" % args.rootsig)
        return 2

    cases = [(v, d, e, verdict, "hand") for v, d, e, verdict in HAND]
    rng = random.Random(args.seed)
    for name, fam in FAMILIES:
        for v in VERSIONS:
            for _ in range(args.count):
                cases.append((v, fam(rng, v), None, None, name))

    tmpdir = tempfile.mkdtemp(prefix="rsvalclang.")
    open(os.path.join(tmpdir, "empty.hlsl"), "w").close()

    def work(case):
        version, dsl = case[0], case[1]
        clang_ok, clang_errors = run_clang(dsl, version, tmpdir)
        errs, warns, other = run_rootsig(args.rootsig, dsl, version)
        return case, clang_ok, clang_errors, errs, warns, other

    counts = {"both-reject": 0, "both-accept": 0, "ours-only": 0, "failed": 0}
    per_reason, per_rule = {}, {}
    failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            results = list(ex.map(work, cases))
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    print("rootsig validator vs clang-22 Sema (%s); the rootsig-only strings and their reasons:"
          % CLANG)
    for case, clang_ok, clang_errors, errs, warns, other in results:
        version, dsl, expect, verdict, origin = case
        category, reasons, problems = judge(case, clang_ok, clang_errors, errs, warns, other)
        if problems:
            category = "failed"
        counts[category] += 1
        if category == "both-reject":
            for msg in clang_errors:
                for rx, ids in CLANG_RULES:
                    if rx.search(msg):
                        key = "/".join(sorted(ids & errs)) or "?"
                        per_rule[key] = per_rule.get(key, 0) + 1
                        break
        if category == "ours-only":
            for r in reasons:
                per_reason[r] = per_reason.get(r, 0) + 1
            ids = sorted(errs | warns)
            print("  [%s %s] %s\n      rootsig %s; clang-22 accepts; reason: %s" % (
                origin, version, dsl, ", ".join(ids), "; ".join(
                    "%s (%s)" % (r, CLANG_LACKS[r][1]) for r in reasons)))
        if problems:
            failed += 1
            print("FAIL [%s %s] %s" % (origin, version, dsl))
            for p in problems:
                print("    " + p)
            print("    clang: %s" % ("accepts" if clang_ok else "; ".join(clang_errors)))
            print("    rootsig errors %s, warnings %s" % (sorted(errs), sorted(warns)))
        elif args.verbose:
            print("ok [%s %s] %s -> clang %s, rootsig %s" % (
                origin, version, dsl, "accepts" if clang_ok else clang_errors,
                sorted(errs | warns)))

    total = len(results)
    print()
    print("%d strings (%d hand-written, %d random: %s x %d versions x %d)" % (
        total, len(HAND), total - len(HAND), "/".join(n for n, _ in FAMILIES), len(VERSIONS),
        args.count))
    print("  clang-22 rejects %d: rootsig rejects every one with the matching ID" %
          counts["both-reject"])
    for k in sorted(per_rule):
        print("      %-28s %d clang errors matched" % (k, per_rule[k]))
    print("  both accept %d" % counts["both-accept"])
    print("  rootsig alone rejects or warns %d, each for a rule clang lacks:" % counts["ours-only"])
    for r in sorted(per_reason):
        print("      %-24s %4d  %s" % (r, per_reason[r], CLANG_LACKS[r][1]))
    print("  disagreements %d" % failed)
    print("validate_clang: %d passed, %d failed" % (total - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
