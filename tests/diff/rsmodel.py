"""Shared model for the differential tests (tests/diff/).

A *description* is the JSON object gen.py emits for each case:

    {"id": "1.1-0007", "version": "1.1", "dsl": "...",
     "root_flags": int,
     "params": [
        {"kind": "cbv"|"srv"|"uav", "vis": v, "reg": r, "space": s, "flags": int|None},
        {"kind": "const", "vis": v, "reg": r, "space": s, "num": n},
        {"kind": "table", "vis": v,
         "ranges": [{"kind": "cbv"|"srv"|"uav"|"sampler", "num": n, "reg": r, "space": s,
                     "offset": o, "flags": int|None}, ...]}],
     "samplers": [{"filter", "addressU", "addressV", "addressW", "mipLODBias" (f32 bits),
                   "maxAnisotropy", "comparisonFunc", "borderColor", "minLOD" (bits),
                   "maxLOD" (bits), "reg", "space", "vis", "flags"}, ...]}

flags None = not written in the DSL; what that means in bytes depends on the compat mode
(llvm: clang's explicit per-version defaults; dxc: 0).

This module holds: enum tables, flag resolution, an independent RTS0 serializer (used to
self-check the oracles), an RTS0 reader for field-level diffs, and the vkd3d driver's input
format.
"""

import struct

UNBOUNDED = 0xFFFFFFFF
APPEND = 0xFFFFFFFF
FLT_MAX_BITS = 0x7F7FFFFF

VERSION_WORD = {"1.0": 1, "1.1": 2, "1.2": 3}

ROOT_FLAGS = [
    ("ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", 0x1, "AllowInputAssemblerInputLayout"),
    ("DENY_VERTEX_SHADER_ROOT_ACCESS", 0x2, "DenyVertexShaderRootAccess"),
    ("DENY_HULL_SHADER_ROOT_ACCESS", 0x4, "DenyHullShaderRootAccess"),
    ("DENY_DOMAIN_SHADER_ROOT_ACCESS", 0x8, "DenyDomainShaderRootAccess"),
    ("DENY_GEOMETRY_SHADER_ROOT_ACCESS", 0x10, "DenyGeometryShaderRootAccess"),
    ("DENY_PIXEL_SHADER_ROOT_ACCESS", 0x20, "DenyPixelShaderRootAccess"),
    ("ALLOW_STREAM_OUTPUT", 0x40, "AllowStreamOutput"),
    ("LOCAL_ROOT_SIGNATURE", 0x80, "LocalRootSignature"),
    ("DENY_AMPLIFICATION_SHADER_ROOT_ACCESS", 0x100, "DenyAmplificationShaderRootAccess"),
    ("DENY_MESH_SHADER_ROOT_ACCESS", 0x200, "DenyMeshShaderRootAccess"),
    ("CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED", 0x400, "CBVSRVUAVHeapDirectlyIndexed"),
    ("SAMPLER_HEAP_DIRECTLY_INDEXED", 0x800, "SamplerHeapDirectlyIndexed"),
]

ROOT_DESC_FLAGS = [("DATA_VOLATILE", 0x2), ("DATA_STATIC_WHILE_SET_AT_EXECUTE", 0x4), ("DATA_STATIC", 0x8)]
RANGE_FLAGS = [("DESCRIPTORS_VOLATILE", 0x1), ("DATA_VOLATILE", 0x2),
               ("DATA_STATIC_WHILE_SET_AT_EXECUTE", 0x4), ("DATA_STATIC", 0x8),
               ("DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", 0x10000)]
SAMPLER_FLAGS = [("UINT_BORDER_COLOR", 0x1, "SAMPLER_FLAG_UINT_BORDER_COLOR"),
                 ("NON_NORMALIZED_COORDINATES", 0x2, "SAMPLER_FLAG_NON_NORMALIZED_COORDINATES")]

VISIBILITY = ["SHADER_VISIBILITY_ALL", "SHADER_VISIBILITY_VERTEX", "SHADER_VISIBILITY_HULL",
              "SHADER_VISIBILITY_DOMAIN", "SHADER_VISIBILITY_GEOMETRY", "SHADER_VISIBILITY_PIXEL",
              "SHADER_VISIBILITY_AMPLIFICATION", "SHADER_VISIBILITY_MESH"]
VIS_YAML = ["All", "Vertex", "Hull", "Domain", "Geometry", "Pixel", "Amplification", "Mesh"]

_BASE_FILTERS = [("MIN_MAG_MIP_POINT", 0x0), ("MIN_MAG_POINT_MIP_LINEAR", 0x1),
                 ("MIN_POINT_MAG_LINEAR_MIP_POINT", 0x4), ("MIN_POINT_MAG_MIP_LINEAR", 0x5),
                 ("MIN_LINEAR_MAG_MIP_POINT", 0x10), ("MIN_LINEAR_MAG_POINT_MIP_LINEAR", 0x11),
                 ("MIN_MAG_LINEAR_MIP_POINT", 0x14), ("MIN_MAG_MIP_LINEAR", 0x15), ("ANISOTROPIC", 0x55)]


def _camel(name):
    return "".join(w.capitalize() for w in name.split("_"))


FILTERS = {}          # DSL name -> value
FILTER_YAML = {}      # value -> yaml2obj enum name
for _pfx, _add in (("", 0), ("COMPARISON_", 0x80), ("MINIMUM_", 0x100), ("MAXIMUM_", 0x180)):
    for _n, _v in _BASE_FILTERS:
        FILTERS["FILTER_" + _pfx + _n] = _v + _add
        FILTER_YAML[_v + _add] = _camel(_pfx + _n)

ADDRESS = {"TEXTURE_ADDRESS_WRAP": 1, "TEXTURE_ADDRESS_MIRROR": 2, "TEXTURE_ADDRESS_CLAMP": 3,
           "TEXTURE_ADDRESS_BORDER": 4, "TEXTURE_ADDRESS_MIRRORONCE": 5}
ADDRESS_YAML = {1: "Wrap", 2: "Mirror", 3: "Clamp", 4: "Border", 5: "MirrorOnce"}
COMPARISON = {"COMPARISON_NEVER": 1, "COMPARISON_LESS": 2, "COMPARISON_EQUAL": 3,
              "COMPARISON_LESS_EQUAL": 4, "COMPARISON_GREATER": 5, "COMPARISON_NOT_EQUAL": 6,
              "COMPARISON_GREATER_EQUAL": 7, "COMPARISON_ALWAYS": 8}
COMPARISON_YAML = {1: "Never", 2: "Less", 3: "Equal", 4: "LessEqual", 5: "Greater", 6: "NotEqual",
                   7: "GreaterEqual", 8: "Always"}
BORDER = {"STATIC_BORDER_COLOR_TRANSPARENT_BLACK": 0, "STATIC_BORDER_COLOR_OPAQUE_BLACK": 1,
          "STATIC_BORDER_COLOR_OPAQUE_WHITE": 2, "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT": 3,
          "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT": 4}
BORDER_YAML = {0: "TransparentBlack", 1: "OpaqueBlack", 2: "OpaqueWhite", 3: "OpaqueBlackUint",
               4: "OpaqueWhiteUint"}

PARAM_TYPE = {"table": 0, "const": 1, "cbv": 2, "srv": 3, "uav": 4}
PARAM_TYPE_NAME = {v: k for k, v in PARAM_TYPE.items()}
RANGE_TYPE = {"srv": 0, "uav": 1, "cbv": 2, "sampler": 3}
RANGE_TYPE_NAME = {v: k for k, v in RANGE_TYPE.items()}

SAMPLER_DEFAULTS = {"filter": 0x55, "addressU": 1, "addressV": 1, "addressW": 1, "mipLODBias": 0,
                    "maxAnisotropy": 16, "comparisonFunc": 4, "borderColor": 2, "minLOD": 0,
                    "maxLOD": FLT_MAX_BITS, "space": 0, "vis": 0, "flags": 0}


# --------------------------------------------------------------------------------------------
# floats

def f32_bits(x):
    """Round a Python float (double) to binary32 and return its bits (raises OverflowError)."""
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


# --------------------------------------------------------------------------------------------
# flag defaults

# clang's explicit defaults (LLVM's HLSLRootSignature.h); 1.0 values are the implied ones (not written to bytes)
_LLVM_DEFAULTS = {
    "1.0": {"cbv": 2, "srv": 2, "uav": 2, "r_cbv": 3, "r_srv": 3, "r_uav": 3, "r_sampler": 1},
    "1.1": {"cbv": 4, "srv": 4, "uav": 2, "r_cbv": 4, "r_srv": 4, "r_uav": 2, "r_sampler": 0},
    "1.2": {"cbv": 4, "srv": 4, "uav": 2, "r_cbv": 4, "r_srv": 4, "r_uav": 2, "r_sampler": 0},
}


def root_desc_flags(desc, p, compat):
    if p["flags"] is not None:
        return p["flags"]
    if compat == "dxc" and desc["version"] != "1.0":
        return 0
    return _LLVM_DEFAULTS[desc["version"]][p["kind"]]


def range_flags(desc, r, compat):
    if r["flags"] is not None:
        return r["flags"]
    if compat == "dxc" and desc["version"] != "1.0":
        return 0
    return _LLVM_DEFAULTS[desc["version"]]["r_" + r["kind"]]


# --------------------------------------------------------------------------------------------
# independent serializer (LLVM's DXContainerRootSignature.cpp, DXC's DxilRootSignatureSerializer.cpp)

def serialize(desc, compat):
    v = VERSION_WORD[desc["version"]]
    u32 = lambda *xs: b"".join(struct.pack("<I", x & 0xFFFFFFFF) for x in xs)
    params = desc["params"]
    samplers = desc["samplers"]
    headers = []
    payload = b""
    base = 24 + 12 * len(params)
    for p in params:
        off = base + len(payload)
        headers.append(u32(PARAM_TYPE[p["kind"]], p["vis"], off))
        if p["kind"] == "const":
            payload += u32(p["reg"], p["space"], p["num"])
        elif p["kind"] == "table":
            payload += u32(len(p["ranges"]), off + 8)
            for r in p["ranges"]:
                if v == 1:
                    payload += u32(RANGE_TYPE[r["kind"]], r["num"], r["reg"], r["space"], r["offset"])
                else:
                    payload += u32(RANGE_TYPE[r["kind"]], r["num"], r["reg"], r["space"],
                                   range_flags(desc, r, compat), r["offset"])
        else:
            payload += u32(p["reg"], p["space"])
            if v >= 2:
                payload += u32(root_desc_flags(desc, p, compat))
    body = b"".join(headers) + payload
    soff = 24 + len(body)
    sb = b""
    for s in samplers:
        sb += u32(s["filter"], s["addressU"], s["addressV"], s["addressW"], s["mipLODBias"],
                  s["maxAnisotropy"], s["comparisonFunc"], s["borderColor"], s["minLOD"], s["maxLOD"],
                  s["reg"], s["space"], s["vis"])
        if v == 3:
            sb += u32(s["flags"])
    return u32(v, len(params), 24, len(samplers), soff, desc["root_flags"]) + body + sb


# --------------------------------------------------------------------------------------------
# RTS0 reader -> ordered list of (field path, value); tolerant of garbage

def read_fields(data):
    out = []
    n = len(data)

    def w(off):
        if off + 4 > n or off < 0:
            return None
        return struct.unpack_from("<I", data, off)[0]

    def put(path, off):
        val = w(off)
        out.append((path, val if val is not None else "<eof@%d>" % off))
        return val

    if n < 24:
        return [("size", n)]
    ver = put("header.Version", 0)
    npar = put("header.NumParameters", 4)
    poff = put("header.RootParametersOffset", 8)
    nsam = put("header.NumStaticSamplers", 12)
    soff = put("header.StaticSamplersOffset", 16)
    put("header.Flags", 20)
    if npar is None or npar > 4096 or poff is None:
        return out
    for i in range(npar):
        h = poff + 12 * i
        t = put("param[%d].ParameterType" % i, h)
        put("param[%d].ShaderVisibility" % i, h + 4)
        o = put("param[%d].PayloadOffset" % i, h + 8)
        if o is None:
            continue
        if t == 1:
            put("param[%d].ShaderRegister" % i, o)
            put("param[%d].RegisterSpace" % i, o + 4)
            put("param[%d].Num32BitValues" % i, o + 8)
        elif t in (2, 3, 4):
            put("param[%d].ShaderRegister" % i, o)
            put("param[%d].RegisterSpace" % i, o + 4)
            if ver != 1:
                put("param[%d].Flags" % i, o + 8)
        elif t == 0:
            nr = put("param[%d].NumDescriptorRanges" % i, o)
            ro = put("param[%d].DescriptorRangesOffset" % i, o + 4)
            if nr is None or ro is None or nr > 4096:
                continue
            rs = 20 if ver == 1 else 24
            for j in range(nr):
                b = ro + rs * j
                pre = "param[%d].range[%d]." % (i, j)
                put(pre + "RangeType", b)
                put(pre + "NumDescriptors", b + 4)
                put(pre + "BaseShaderRegister", b + 8)
                put(pre + "RegisterSpace", b + 12)
                if ver == 1:
                    put(pre + "OffsetInDescriptorsFromTableStart", b + 16)
                else:
                    put(pre + "Flags", b + 16)
                    put(pre + "OffsetInDescriptorsFromTableStart", b + 20)
    if nsam is None or soff is None or nsam > 4096:
        return out
    ss = 56 if ver == 3 else 52
    names = ["Filter", "AddressU", "AddressV", "AddressW", "MipLODBias", "MaxAnisotropy",
             "ComparisonFunc", "BorderColor", "MinLOD", "MaxLOD", "ShaderRegister", "RegisterSpace",
             "ShaderVisibility"] + (["Flags"] if ver == 3 else [])
    for k in range(nsam):
        for m, nm in enumerate(names):
            put("sampler[%d].%s" % (k, nm), soff + ss * k + 4 * m)
    out.append(("size", n))
    return out


def _fmt(path, v):
    if isinstance(v, int):
        if path.endswith(("MipLODBias", "MinLOD", "MaxLOD")):
            return "0x%08x (%r)" % (v, bits_f32(v))
        return "%d (0x%x)" % (v, v)
    return str(v)


def field_diff(expected, got, limit=12):
    """Human-readable field-level differences between two RTS0 byte strings."""
    if expected == got:
        return []
    e = read_fields(expected)
    g = dict(read_fields(got))
    gorder = [p for p, _ in read_fields(got)]
    lines = []
    seen = set()
    for path, ev in e:
        seen.add(path)
        gv = g.get(path, "<missing>")
        if gv != ev:
            lines.append("  %s: expected %s, got %s" % (path, _fmt(path, ev), _fmt(path, gv)))
    for path in gorder:
        if path not in seen:
            lines.append("  %s: unexpected field, got %s" % (path, _fmt(path, g[path])))
    if not lines:
        # same fields, different bytes somewhere not covered by the reader (e.g. trailing junk)
        for i in range(min(len(expected), len(got))):
            if expected[i] != got[i]:
                lines.append("  byte %d: expected %02x, got %02x" % (i, expected[i], got[i]))
                break
        if len(expected) != len(got):
            lines.append("  size: expected %d, got %d" % (len(expected), len(got)))
    if len(lines) > limit:
        lines = lines[:limit] + ["  ... (%d more)" % (len(lines) - limit)]
    return lines


def words(data):
    return " ".join(data[i:i + 4].hex() for i in range(0, len(data), 4))


# --------------------------------------------------------------------------------------------
# DXBC container

def container_part(blob, name=b"RTS0"):
    """Return the data of part `name` from a DXBC container, or None."""
    if len(blob) < 32 or blob[:4] != b"DXBC":
        return None
    count = struct.unpack_from("<I", blob, 28)[0]
    for i in range(count):
        off = struct.unpack_from("<I", blob, 32 + 4 * i)[0]
        if blob[off:off + 4] == name:
            size = struct.unpack_from("<I", blob, off + 4)[0]
            return blob[off + 8:off + 8 + size]
    return None


# --------------------------------------------------------------------------------------------
# vkd3d driver input (see vkd3d_serialize.c)

def vkd3d_text(desc, compat="dxc"):
    v = VERSION_WORD[desc["version"]]
    if v not in (1, 2):
        raise ValueError("vkd3d-shader 1.2 serializes only 1.0 and 1.1")
    lines = ["rs %d 0x%x" % (v, desc["root_flags"])]
    for p in desc["params"]:
        if p["kind"] == "const":
            lines.append("p const %d %d %d %d" % (p["vis"], p["reg"], p["space"], p["num"]))
        elif p["kind"] == "table":
            lines.append("p table %d %d" % (p["vis"], len(p["ranges"])))
            for r in p["ranges"]:
                lines.append("r %s %d %d %d 0x%x %d" % (r["kind"], r["num"], r["reg"], r["space"],
                                                         range_flags(desc, r, compat), r["offset"]))
        else:
            lines.append("p %s %d %d %d 0x%x" % (p["kind"], p["vis"], p["reg"], p["space"],
                                                  root_desc_flags(desc, p, compat)))
    for s in desc["samplers"]:
        lines.append("s 0x%x %d %d %d 0x%08x %d %d %d 0x%08x 0x%08x %d %d %d" % (
            s["filter"], s["addressU"], s["addressV"], s["addressW"], s["mipLODBias"],
            s["maxAnisotropy"], s["comparisonFunc"], s["borderColor"], s["minLOD"], s["maxLOD"],
            s["reg"], s["space"], s["vis"]))
    lines.append("end")
    return "\n".join(lines) + "\n"


def parse_rts0(data):
    """RTS0 bytes -> description with explicit flags (raises ValueError on malformed data)."""
    def w(off):
        if off < 0 or off + 4 > len(data):
            raise ValueError("RTS0 read past the end at %d" % off)
        return struct.unpack_from("<I", data, off)[0]

    ver = w(0)
    vname = {1: "1.0", 2: "1.1", 3: "1.2"}.get(ver)
    if vname is None:
        raise ValueError("bad RTS0 version %d" % ver)
    npar, poff, nsam, soff, flags = w(4), w(8), w(12), w(16), w(20)
    d = {"version": vname, "root_flags": flags, "params": [], "samplers": []}
    for i in range(npar):
        t, vis, o = w(poff + 12 * i), w(poff + 12 * i + 4), w(poff + 12 * i + 8)
        kind = PARAM_TYPE_NAME.get(t)
        if kind is None:
            raise ValueError("bad parameter type %d" % t)
        if kind == "const":
            d["params"].append({"kind": kind, "vis": vis, "reg": w(o), "space": w(o + 4), "num": w(o + 8)})
        elif kind == "table":
            nr, ro = w(o), w(o + 4)
            ranges = []
            for j in range(nr):
                b = ro + (20 if ver == 1 else 24) * j
                rt = RANGE_TYPE_NAME.get(w(b))
                if rt is None:
                    raise ValueError("bad range type %d" % w(b))
                if ver == 1:
                    rf, off = _LLVM_DEFAULTS["1.0"]["r_" + rt], w(b + 16)
                else:
                    rf, off = w(b + 16), w(b + 20)
                ranges.append({"kind": rt, "num": w(b + 4), "reg": w(b + 8), "space": w(b + 12),
                               "offset": off, "flags": rf})
            d["params"].append({"kind": kind, "vis": vis, "ranges": ranges})
        else:
            d["params"].append({"kind": kind, "vis": vis, "reg": w(o), "space": w(o + 4),
                                "flags": w(o + 8) if ver >= 2 else 2})
    ss = 56 if ver == 3 else 52
    keys = ["filter", "addressU", "addressV", "addressW", "mipLODBias", "maxAnisotropy",
            "comparisonFunc", "borderColor", "minLOD", "maxLOD", "reg", "space", "vis"]
    for k in range(nsam):
        s = {key: w(soff + ss * k + 4 * m) for m, key in enumerate(keys)}
        s["flags"] = w(soff + ss * k + 52) if ver == 3 else 0
        d["samplers"].append(s)
    return d


def convert_version(desc, version):
    """Same signature at another version (flags kept; they are dropped when writing 1.0)."""
    d = dict(desc)
    d["version"] = version
    return d


def corpus_args(ap, repo):
    """Adds --rootsig and --corpus (the real-world corpus beside the repository) to a parser."""
    import os
    ap.add_argument("--rootsig", default=os.environ.get("ROOTSIG", os.path.join(repo, "build", "rootsig")))
    shared = os.environ.get("ROOTSIG_SHARED", os.path.join(os.path.dirname(repo), "shared"))
    ap.add_argument("--corpus", default=os.path.join(shared, "corpus", "real-world"))


def load_corpus(a, label):
    """-> (rows, None), or (None, exit code) after printing why: 77 when the corpus or binary is missing."""
    import csv
    import os
    index = os.path.join(a.corpus, "index.tsv")
    if not os.path.exists(index):
        print("SKIP: corpus not found: %s (set ROOTSIG_SHARED)" % index)
        print("0 passed, 0 failed")
        return None, 77
    if not os.access(a.rootsig, os.X_OK):
        print("SKIP: rootsig binary not found: %s (set ROOTSIG)" % a.rootsig)
        print("0 passed, 0 failed")
        return None, 77
    with open(index, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    if not rows:
        print("%s: index.tsv has no rows" % label)
        return None, 2
    return rows, None
