#!/usr/bin/env python3
"""LLVM oracle: DSL -> clang-22 metadata -> obj2yaml YAML -> yaml2obj-22 -> RTS0 bytes.

    llvm_oracle.py --dsl 'CBV(b0)' [--version 1.1]          print the RTS0 words (and YAML with -v)
    llvm_oracle.py [-j 2] CASES.jsonl -o RESULTS.jsonl         batch mode (gen.py output)

Batch results are JSON Lines {"id", "ok": bool, "hex" | "error"}.

Steps per case (clang's DSL -> metadata, LLVM's RootSignatures.rst, obj2yaml's DXContainerYAML):
  1. clang-22 -cc1 -triple dxil-pc-shadermodel6.0-compute -x hlsl -emit-llvm -hlsl-entry main
     -fdx-rootsignature-version=rootsig_1_X on
     [RootSignature("<dsl>")] [numthreads(1,1,1)] void main() {}
  2. parse `!dx.rootsignatures` out of the .ll text (own small parser: numbered nodes, shared
     nodes, `i32 -1`, floats as `%e` decimal or `0x` + 16 hex digits of the double);
  3. write the obj2yaml schema; floats are written as the shortest decimal that reads back to
     the exact double (Python repr) -- yaml2obj reads floats with strtof, so that is lossless
     (FLT_MAX -> 3.4028234663852886e+38 -> 0x7F7FFFFF; obj2yaml's own `3.40282e+38` is NOT);
  4. yaml2obj-22, then the RTS0 part data = bytes 44.. of the one-part container.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # nothing generated inside the source tree
import rsmodel as M

CLANG = os.environ.get("CLANG", "clang-22")
YAML2OBJ = os.environ.get("YAML2OBJ", "yaml2obj-22")
CLANG_VERSION_ARG = {"1.0": "rootsig_1_0", "1.1": "rootsig_1_1", "1.2": "rootsig_1_2"}


class OracleError(Exception):
    pass


def tools_available():
    return shutil.which(CLANG) is not None and shutil.which(YAML2OBJ) is not None


# --------------------------------------------------------------------------------------------
# step 1: clang

def hlsl_source(dsl):
    esc = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\v": "\\v", "\f": "\\f"}
    lit = "".join(esc.get(c, c) for c in dsl)
    return '[RootSignature("%s")] [numthreads(1,1,1)] void main() {}\n' % lit


def run_clang(dsl, version, workdir, timeout=60):
    src = os.path.join(workdir, "in.hlsl")
    out = os.path.join(workdir, "out.ll")
    with open(src, "w") as f:
        f.write(hlsl_source(dsl))
    cmd = [CLANG, "-cc1", "-triple", "dxil-pc-shadermodel6.0-compute", "-x", "hlsl", "-emit-llvm",
           "-hlsl-entry", "main", "-fdx-rootsignature-version=" + CLANG_VERSION_ARG[version], "-o", out, src]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise OracleError("clang timed out (a hang in its root-signature error recovery?)")
    if p.returncode != 0:
        raise OracleError("clang rejected: " + p.stderr.strip().replace("\n", " | ")[:800])
    with open(out) as f:
        return f.read()


# --------------------------------------------------------------------------------------------
# step 2: metadata

_NODE_RE = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$")
_NAMED_RE = re.compile(r"^!dx\.rootsignatures\s*=\s*!\{(.*)\}\s*$")


def _split_operands(s):
    """Split a metadata operand list at top-level commas (handles strings and nested braces)."""
    ops, depth, cur, i, n = [], 0, "", 0, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            j = i + 1
            while j < n and s[j] != '"':
                j += 1
            cur += s[i:j + 1]
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        if c == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        ops.append(cur.strip())
    return ops


def _operand(tok):
    """-> ('ref', n) | ('str', s) | ('int', u32) | ('float', f32 bits) | ('node', [ops]) | ('other', tok)"""
    m = re.fullmatch(r"!(\d+)", tok)
    if m:
        return ("ref", int(m.group(1)))
    m = re.fullmatch(r'!"(.*)"', tok, re.S)
    if m:
        return ("str", re.sub(r"\\([0-9A-Fa-f]{2})", lambda x: chr(int(x.group(1), 16)), m.group(1)))
    m = re.fullmatch(r"i\d+\s+(-?\d+)", tok)
    if m:
        return ("int", int(m.group(1)) & 0xFFFFFFFF)
    m = re.fullmatch(r"(?:float|double)\s+(\S+)", tok)
    if m:
        t = m.group(1)
        if t.lower().startswith("0x"):
            d = struct.unpack("<d", struct.pack("<Q", int(t[2:], 16)))[0]
        else:
            d = float(t)
        return ("float", M.f32_bits(d))
    m = re.fullmatch(r"(?:distinct\s+)?!\{(.*)\}", tok, re.S)
    if m:
        return ("node", [_operand(x) for x in _split_operands(m.group(1))])
    return ("other", tok)


def parse_metadata(ll):
    """Return (version word, list of element operand lists) of the first !dx.rootsignatures entry."""
    nodes, named = {}, None
    for line in ll.splitlines():
        line = line.split(";", 1)[0].rstrip() if not line.lstrip().startswith("!") else line.rstrip()
        m = _NAMED_RE.match(line)
        if m:
            named = [_operand(x) for x in _split_operands(m.group(1))]
            continue
        m = _NODE_RE.match(line)
        if m:
            nodes[int(m.group(1))] = [_operand(x) for x in _split_operands(m.group(2))]
    if named is None:
        raise OracleError("no !dx.rootsignatures in clang output (silent drop?)")
    if len(named) != 1:
        raise OracleError("expected one !dx.rootsignatures entry, got %d" % len(named))

    def deref(op):
        if op[0] == "ref":
            if op[1] not in nodes:
                raise OracleError("undefined metadata node !%d" % op[1])
            return nodes[op[1]]
        if op[0] == "node":
            return op[1]
        raise OracleError("expected a metadata node, got %r" % (op,))

    entry = deref(named[0])
    if len(entry) != 3 or entry[2][0] != "int":
        raise OracleError("bad !dx.rootsignatures entry %r" % (entry,))
    version = entry[2][1]
    elements = [deref(op) for op in deref(entry[1])]
    return version, elements, deref


def _ints(ops, what):
    vals = []
    for op in ops:
        if op[0] not in ("int", "float"):
            raise OracleError("%s: unexpected operand %r" % (what, op))
        vals.append(op[1])
    return vals


def metadata_to_desc(version, elements, deref):
    """Metadata -> a description-like dict with resolved flags (rsmodel format, flags never None)."""
    vname = {1: "1.0", 2: "1.1", 3: "1.2"}.get(version)
    if vname is None:
        raise OracleError("bad version %d" % version)
    d = {"version": vname, "root_flags": 0, "params": [], "samplers": []}
    for el in elements:
        if not el or el[0][0] != "str":
            raise OracleError("element without a name: %r" % (el,))
        name = el[0][1]
        if name == "RootFlags":
            (d["root_flags"],) = _ints(el[1:], name)
        elif name == "RootConstants":
            vis, reg, space, num = _ints(el[1:], name)
            d["params"].append({"kind": "const", "vis": vis, "reg": reg, "space": space, "num": num})
        elif name in ("RootCBV", "RootSRV", "RootUAV"):
            vis, reg, space, flags = _ints(el[1:], name)
            d["params"].append({"kind": name[4:].lower(), "vis": vis, "reg": reg, "space": space,
                                "flags": flags})
        elif name == "DescriptorTable":
            (vis,) = _ints(el[1:2], name)
            ranges = []
            for op in el[2:]:
                rn = deref(op)
                if not rn or rn[0][0] != "str" or rn[0][1] not in ("CBV", "SRV", "UAV", "Sampler"):
                    raise OracleError("bad range %r" % (rn,))
                num, reg, space, offset, flags = _ints(rn[1:], rn[0][1])
                ranges.append({"kind": rn[0][1].lower(), "num": num, "reg": reg, "space": space,
                               "offset": offset, "flags": flags})
            d["params"].append({"kind": "table", "vis": vis, "ranges": ranges})
        elif name == "StaticSampler":
            if len(el) != 15:
                raise OracleError("StaticSampler with %d operands" % len(el))
            v = _ints(el[1:], name)
            keys = ["filter", "addressU", "addressV", "addressW", "mipLODBias", "maxAnisotropy",
                    "comparisonFunc", "borderColor", "minLOD", "maxLOD", "reg", "space", "vis", "flags"]
            d["samplers"].append(dict(zip(keys, v)))
        else:
            raise OracleError("unknown element %r" % name)
    return d


# --------------------------------------------------------------------------------------------
# step 3: YAML (the obj2yaml schema of LLVM's DXContainerYAML.cpp)

def _yfloat(bits):
    return repr(M.bits_f32(bits))


def desc_to_yaml(d):
    v = M.VERSION_WORD[d["version"]]
    size = len(M.serialize(d, "llvm"))     # only the size; yaml2obj computes all the offsets
    L = ["--- !dxcontainer", "Header:",
         "  Hash: [ " + ", ".join(["0x0"] * 16) + " ]",
         "  Version:", "    Major: 1", "    Minor: 0", "  PartCount: 1", "Parts:",
         "  - Name: RTS0", "    Size: %d" % size, "    RootSignature:",
         "      Version: %d" % v,
         "      NumRootParameters: %d" % len(d["params"]),
         "      NumStaticSamplers: %d" % len(d["samplers"])]
    if not d["params"]:
        L.append("      Parameters: []")
    else:
        L.append("      Parameters:")
    for p in d["params"]:
        ptype = {"table": "DescriptorTable", "const": "Constants32Bit", "cbv": "CBV", "srv": "SRV",
                 "uav": "UAV"}[p["kind"]]
        L.append("        - ParameterType: " + ptype)
        L.append("          ShaderVisibility: " + M.VIS_YAML[p["vis"]])
        if p["kind"] == "const":
            L += ["          Constants:",
                  "            Num32BitValues: %d" % p["num"],
                  "            RegisterSpace: %d" % p["space"],
                  "            ShaderRegister: %d" % p["reg"]]
        elif p["kind"] == "table":
            L += ["          Table:", "            NumRanges: %d" % len(p["ranges"])]
            if not p["ranges"]:
                L.append("            Ranges: []")
            else:
                L.append("            Ranges:")
            for r in p["ranges"]:
                num = r["num"] - (1 << 32) if r["num"] >= (1 << 31) else r["num"]
                L += ["              - RangeType: " + {"cbv": "CBuffer", "srv": "SRV", "uav": "UAV",
                                                       "sampler": "Sampler"}[r["kind"]],
                      "                NumDescriptors: %d" % num,
                      "                BaseShaderRegister: %d" % r["reg"],
                      "                RegisterSpace: %d" % r["space"],
                      "                OffsetInDescriptorsFromTableStart: %d" % r["offset"]]
                if v >= 2:
                    unknown = r["flags"] & ~sum(b for _, b in M.RANGE_FLAGS)
                    if unknown:
                        raise OracleError("range flags 0x%x not expressible in YAML" % r["flags"])
                    L += ["                %s: true" % n for n, b in M.RANGE_FLAGS if r["flags"] & b]
        else:
            L += ["          Descriptor:",
                  "            RegisterSpace: %d" % p["space"],
                  "            ShaderRegister: %d" % p["reg"]]
            if v >= 2:
                if p["flags"] & ~0xE:
                    raise OracleError("root descriptor flags 0x%x not expressible" % p["flags"])
                L += ["            %s: true" % n for n, b in M.ROOT_DESC_FLAGS if p["flags"] & b]
    if d["samplers"]:
        L.append("      Samplers:")
    for s in d["samplers"]:
        L += ["        - Filter: " + M.FILTER_YAML[s["filter"]],
              "          AddressU: " + M.ADDRESS_YAML[s["addressU"]],
              "          AddressV: " + M.ADDRESS_YAML[s["addressV"]],
              "          AddressW: " + M.ADDRESS_YAML[s["addressW"]],
              "          MipLODBias: " + _yfloat(s["mipLODBias"]),
              "          MaxAnisotropy: %d" % s["maxAnisotropy"],
              "          ComparisonFunc: " + M.COMPARISON_YAML[s["comparisonFunc"]],
              "          BorderColor: " + M.BORDER_YAML[s["borderColor"]],
              "          MinLOD: " + _yfloat(s["minLOD"]),
              "          MaxLOD: " + _yfloat(s["maxLOD"]),
              "          ShaderRegister: %d" % s["reg"],
              "          RegisterSpace: %d" % s["space"],
              "          ShaderVisibility: " + M.VIS_YAML[s["vis"]]]
        if v == 3:
            if s["flags"] & ~0x3:
                raise OracleError("sampler flags 0x%x not expressible" % s["flags"])
            L += ["          %s: true" % yn for _, b, yn in M.SAMPLER_FLAGS if s["flags"] & b]
    L += ["      %s: true" % yn for _, b, yn in M.ROOT_FLAGS if d["root_flags"] & b]
    if d["root_flags"] & ~0xFFF:
        raise OracleError("root flags 0x%x not expressible" % d["root_flags"])
    L.append("...")
    return "\n".join(L) + "\n"


# --------------------------------------------------------------------------------------------
# step 4: yaml2obj

def run_yaml2obj(yaml_text, workdir):
    y = os.path.join(workdir, "rs.yaml")
    o = os.path.join(workdir, "rs.dxbc")
    with open(y, "w") as f:
        f.write(yaml_text)
    p = subprocess.run([YAML2OBJ, y, "-o", o], capture_output=True, text=True)
    if p.returncode != 0:
        raise OracleError("yaml2obj failed: " + p.stderr.strip().replace("\n", " | ")[:500])
    with open(o, "rb") as f:
        blob = f.read()
    part = M.container_part(blob)
    if part is None or blob[44:] != part:
        raise OracleError("yaml2obj output is not a one-part RTS0 container")
    return part


def oracle(dsl, version, workdir=None):
    """DSL -> (RTS0 bytes, resolved description, yaml)."""
    own = workdir is None
    if own:
        workdir = tempfile.mkdtemp(prefix="rsdiff-llvm-")
    try:
        ll = run_clang(dsl, version, workdir)
        ver, elements, deref = parse_metadata(ll)
        if ver != M.VERSION_WORD[version]:
            raise OracleError("metadata version %d for %s" % (ver, version))
        d = metadata_to_desc(ver, elements, deref)
        y = desc_to_yaml(d)
        part = run_yaml2obj(y, workdir)
        return part, d, y
    finally:
        if own:
            shutil.rmtree(workdir, ignore_errors=True)


def run_batch(cases, jobs=2, progress=None):
    """cases: list of descriptions -> dict id -> {"ok", "hex"|"error", "meta"}"""
    root = tempfile.mkdtemp(prefix="rsdiff-llvm-")

    def one(i_case):
        i, c = i_case
        wd = os.path.join(root, str(i))
        os.mkdir(wd)
        try:
            part, d, _ = oracle(c["dsl"], c["version"], wd)
            return c["id"], {"ok": True, "hex": part.hex(), "meta": d}
        except OracleError as e:
            return c["id"], {"ok": False, "error": str(e)}
        finally:
            shutil.rmtree(wd, ignore_errors=True)

    results = {}
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
            for n, (cid, res) in enumerate(ex.map(one, enumerate(cases)), 1):
                results[cid] = res
                if progress:
                    progress(n, len(cases))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cases", nargs="?")
    ap.add_argument("--dsl")
    ap.add_argument("--version", default="1.1", choices=["1.0", "1.1", "1.2"])
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if not tools_available():
        print("llvm_oracle: %s or %s not found" % (CLANG, YAML2OBJ), file=sys.stderr)
        return 77
    if a.dsl is not None:
        try:
            part, d, y = oracle(a.dsl, a.version)
        except OracleError as e:
            print("error: %s" % e, file=sys.stderr)
            return 1
        if a.verbose:
            sys.stdout.write(y)
        print(M.words(part))
        return 0
    if not a.cases:
        ap.error("give CASES.jsonl or --dsl")
    with open(a.cases) as f:
        cases = [json.loads(l) for l in f if l.strip()]
    res = run_batch(cases, a.jobs)
    out = sys.stdout if a.output == "-" else open(a.output, "w")
    for c in cases:
        r = dict(res[c["id"]])
        r.pop("meta", None)
        out.write(json.dumps({"id": c["id"], **r}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
