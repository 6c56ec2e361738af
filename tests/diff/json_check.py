#!/usr/bin/env python3
"""`dump --format json` and `decompile --format json` against docs/schema/rootsig.schema.json and
against the bytes.

For every real-world corpus signature (each at one of the six version and compat combinations, in
turn), examples/reference.rs and generated signatures (gen.py) it compiles a container and
checks:
  * both JSON documents validate against the schema (python3-jsonschema, draft 2020-12);
  * every value equals what the harness's own RTS0 reader (rsmodel.parse_rts0) reads from the bytes;
    enum and flag names equal the harness's tables (rsmodel.py); costs equal the D3D12 rules computed
    here (a table or root descriptor... see cost() below);
  * decompile --format json of the DSL is the dump of its container minus "source" and "container".

    json_check.py [--rootsig PATH] [--corpus DIR] [--count N]      (env JSON_CHECK_COUNT: a sample)

Exit: 0 all hold, 1 a difference, 77 rootsig or python3-jsonschema missing.
"""

import argparse
import concurrent.futures
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import rsmodel as M  # noqa: E402

PARAM_NAMES = {0: "DescriptorTable", 1: "RootConstants", 2: "CBV", 3: "SRV", 4: "UAV"}
RANGE_NAMES = {0: "SRV", 1: "UAV", 2: "CBV", 3: "Sampler"}
LETTER = {"cbv": "b", "srv": "t", "uav": "u", "sampler": "s", "const": "b"}
# rsmodel spells 5 as clang does (MIRRORONCE); the printed name is DXC's (docs/dsl.md).
ADDRESS_NAMES = {**{b: a for a, b in M.ADDRESS.items()}, 5: "TEXTURE_ADDRESS_MIRROR_ONCE"}
FILTER_NAMES = {v: "FILTER_" + k if not k.startswith("FILTER_") else k for k, v in M.FILTERS.items()}


def expect_flags(value, table):
    names = [t[0] for t in sorted(table, key=lambda t: t[1]) if value & t[1]]
    known = 0
    for t in table:
        known |= t[1]
    return {"value": value, "names": names, "unknown": value & ~known}


def expect_named(value, names):
    return {"value": value, "name": names.get(value)}


def real(bits):
    f = M.bits_f32(bits)
    finite = f == f and abs(f) != float("inf")
    return bits, finite


def cost(desc):
    """Root DWORDs: a table 1, root constants one per value, a root descriptor 2 (D3D12 root
    signature limits). Local argument record: a table's GPU descriptor handle and a root
    descriptor's GPU virtual address are 8 bytes aligned to 8, a constant 4 bytes aligned to 4."""
    out, off, dw = [], 0, 0
    for p in desc["params"]:
        d, size, align = {"table": (1, 8, 8), "const": (p.get("num", 0), 4 * p.get("num", 0), 4)}.get(
            p["kind"], (2, 8, 8))
        off = (off + align - 1) // align * align
        out.append({"dwords": d, "local_offset": off, "local_bytes": size})
        off += size
        dw += d
    return out, {"dwords": dw, "local_bytes": off}


def compare(doc, part, problems, label):
    d = M.parse_rts0(part)
    s = doc.get("signature", {})
    v = M.VERSION_WORD[d["version"]]
    def eq(what, got, want):
        if got != want:
            problems.append("%s: %s: json %r, bytes %r" % (label, what, got, want))
    eq("version", s["version"], {"value": v, "name": d["version"]})
    eq("size", s["size"], len(part))
    eq("flags", s["flags"], expect_flags(d["root_flags"], [(n, b) for n, b, _ in M.ROOT_FLAGS]))
    costs, total = cost(d)
    eq("cost", s["cost"], total)
    eq("parameter count", len(s["parameters"]), len(d["params"]))
    for i, (jp, p) in enumerate(zip(s["parameters"], d["params"])):
        at = "parameter %d" % i
        eq(at + " type", jp["type"], expect_named(M.PARAM_TYPE[p["kind"]], PARAM_NAMES))
        eq(at + " visibility", jp["visibility"], expect_named(p["vis"], dict(enumerate(M.VISIBILITY))))
        eq(at + " cost", jp["cost"], costs[i])
        if p["kind"] == "table":
            eq(at + " range count", len(jp["ranges"]), len(p["ranges"]))
            for j, (jr, r) in enumerate(zip(jp["ranges"], p["ranges"])):
                ra = "%s range %d" % (at, j)
                eq(ra + " type", jr["type"], expect_named(M.RANGE_TYPE[r["kind"]], RANGE_NAMES))
                eq(ra + " register", jr["register"], {"value": r["reg"], "name": "%s%d" % (LETTER[r["kind"]], r["reg"])})
                eq(ra + " space", jr["space"], r["space"])
                eq(ra + " numDescriptors", jr["numDescriptors"],
                   {"value": r["num"], "name": "unbounded" if r["num"] == M.UNBOUNDED else None})
                eq(ra + " offset", jr["offset"], {"value": r["offset"], "name": "DESCRIPTOR_RANGE_OFFSET_APPEND"
                                                   if r["offset"] == M.APPEND else None})
                if v > 1:
                    eq(ra + " flags", jr["flags"], expect_flags(r["flags"], M.RANGE_FLAGS))
                else:
                    eq(ra + " has no flags in 1.0", "flags" in jr, False)
        else:
            eq(at + " register", jp["register"], {"value": p["reg"], "name": "%s%d" % (LETTER[p["kind"]], p["reg"])})
            eq(at + " space", jp["space"], p["space"])
            if p["kind"] == "const":
                eq(at + " num32BitConstants", jp["num32BitConstants"], p["num"])
            elif v > 1:
                eq(at + " flags", jp["flags"], expect_flags(p["flags"], M.ROOT_DESC_FLAGS))
    eq("sampler count", len(s["static_samplers"]), len(d["samplers"]))
    for i, (js, x) in enumerate(zip(s["static_samplers"], d["samplers"])):
        at = "sampler %d" % i
        eq(at + " register", js["register"], {"value": x["reg"], "name": "s%d" % x["reg"]})
        eq(at + " space", js["space"], x["space"])
        eq(at + " filter", js["filter"], expect_named(x["filter"], FILTER_NAMES))
        for k in ("addressU", "addressV", "addressW"):
            eq(at + " " + k, js[k], expect_named(x[k], ADDRESS_NAMES))
        eq(at + " comparisonFunc", js["comparisonFunc"]["value"], x["comparisonFunc"])
        eq(at + " borderColor", js["borderColor"], expect_named(x["borderColor"], {b: a for a, b in M.BORDER.items()}))
        eq(at + " maxAnisotropy", js["maxAnisotropy"], x["maxAnisotropy"])
        for k in ("mipLODBias", "minLOD", "maxLOD"):
            bits, finite = real(x[k])
            eq(at + " " + k + " bits", js[k]["bits"], "0x%08x" % bits)
            if finite and M.f32_bits(js[k]["value"]) != bits:
                problems.append("%s: %s %s value %r does not read back to 0x%08x" % (label, at, k, js[k]["value"], bits))
            if not finite:
                eq(at + " " + k + " value", js[k]["value"], None)
        if v == 3:
            eq(at + " flags", js["flags"], expect_flags(x["flags"], [(t[0], t[1]) for t in M.SAMPLER_FLAGS]))
        else:
            eq(at + " has no flags before 1.2", "flags" in js, False)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rootsig", default=os.environ.get("ROOTSIG", os.path.join(REPO, "build", "rootsig")))
    shared = os.environ.get("ROOTSIG_SHARED", os.path.join(os.path.dirname(REPO), "shared"))
    ap.add_argument("--corpus", default=os.path.join(shared, "corpus", "real-world"))
    ap.add_argument("--count", type=int, default=12)
    a = ap.parse_args()
    try:
        import jsonschema
    except ImportError:
        print("SKIP: python3-jsonschema not installed")
        return 77
    if not os.access(a.rootsig, os.X_OK):
        print("SKIP: rootsig binary not found: %s" % a.rootsig)
        return 77
    with open(os.path.join(REPO, "docs", "schema", "rootsig.schema.json")) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    jobs = []
    with open(os.path.join(REPO, "examples", "reference.rs")) as f:
        ref = f.read()
    for v in ("1.1", "1.2"):
        jobs.append(("reference.rs", ref, v, "llvm"))
    index = os.path.join(a.corpus, "index.tsv")
    if os.path.exists(index):
        with open(index, newline="") as f:
            # each row at one version and compat mode, rotating, so all six occur (process
            # starts are what this test costs)
            for i, r in enumerate(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)):
                jobs.append(("corpus " + r["id"], r["dsl_expanded"], ("1.0", "1.1", "1.2")[i % 3],
                             ("llvm", "dxc")[i // 3 % 2]))
    for c in gen.generate("json-1", a.count, ["1.0", "1.1", "1.2"]):
        jobs.append(("gen " + c["id"], c["dsl"], c["version"], "dxc" if int(c["id"][-1]) % 2 else "llvm"))

    # JSON_CHECK_COUNT=N (make asan): N of the inputs, evenly spread, since a sanitized process
    # starts slowly and the JSON is the same code for every input.
    limit = int(os.environ.get("JSON_CHECK_COUNT", "0") or 0)
    if 0 < limit < len(jobs):
        jobs = [jobs[i * len(jobs) // limit] for i in range(limit)]
    root = tempfile.mkdtemp(prefix="rs-json-")

    def one(i_job):
        i, (label, dsl, v, compat) = i_job
        label = "%s %s %s" % (label, v, compat)
        problems = []
        path = os.path.join(root, "%d.dxbc" % i)
        vc = ["--version", v, "--compat", compat]
        p = subprocess.run([a.rootsig, "compile", "-o", path, "--text", dsl] + vc, capture_output=True)
        if p.returncode != 0:
            return 0, []  # rejected at this version: corpus.py checks the verdicts
        dump = subprocess.run([a.rootsig, "dump", "--format", "json", "--compat", compat, path],
                              capture_output=True, text=True)
        dec = subprocess.run([a.rootsig, "decompile", "--format", "json", "--text", dsl] + vc,
                             capture_output=True, text=True)
        if dump.returncode or dec.returncode:
            return 1, ["%s: exit %d/%d: %s%s" % (label, dump.returncode, dec.returncode, dump.stderr, dec.stderr)]
        for what, text in (("dump", dump.stdout), ("decompile", dec.stdout)):
            doc = json.loads(text)
            for e in validator.iter_errors(doc):
                problems.append("%s: %s: schema: %s at %s" % (label, what, e.message, list(e.absolute_path)))
        d1, d2 = json.loads(dump.stdout), json.loads(dec.stdout)
        with open(path, "rb") as f:
            part = M.container_part(f.read())
        compare(d1, part, problems, label)
        for k in ("source", "container"):
            d1.pop(k, None)
            d2.pop(k, None)
        if d1 != d2:
            problems.append("%s: decompile --format json of the DSL differs from the dump of its container" % label)
        os.remove(path)
        return 1, problems

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
            results = list(ex.map(one, enumerate(jobs)))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    checked = sum(n for n, _ in results)
    problems = [p for _, ps in results for p in ps]
    for p in problems[:15]:
        print("FAIL: " + p)
    bad = sum(1 for _, ps in results if ps)
    print("%d passed, %d failed" % (checked - bad, bad))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
