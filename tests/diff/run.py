#!/usr/bin/env python3
"""Differential test driver (called by run.sh; can be run directly).

For N generated signatures per version it compares our RTS0 bytes with
  * LLVM  (clang-22 -> metadata -> yaml2obj-22)         vs  rootsig --compat llvm   (1.0, 1.1, 1.2)
  * vkd3d (vkd3d_shader_serialize_root_signature)       vs  rootsig --compat dxc    (1.0, 1.1)
  * the harness model (rsmodel.serialize)               vs  rootsig --compat dxc    (1.2 only; vkd3d has
    no 1.2 -- the model is itself checked against LLVM on every case, see below)
and, if our CLI can write containers, checks that vkd3d_shader_parse_root_signature accepts our
1.0/1.1 containers (digest included) and reads back the same description.

Before comparing anything it checks the oracles against each other and against the generator's
description ("harness self-check"): LLVM bytes == model(llvm flags), vkd3d bytes == model(dxc
flags), vkd3d bytes with clang's default flags == LLVM bytes.  A self-check failure means the
harness (or a reference) is wrong, not rootsig; it still fails the run.

Exit: 0 all agree, 1 any disagreement, 2 usage/setup error, 77 nothing to run (no oracle).
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True      # nothing generated inside the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import llvm_oracle  # noqa: E402
import rsmodel as M  # noqa: E402

SHOW = 3        # disagreements printed per (version, comparison)


def log(*a):
    print(*a, flush=True)


# --------------------------------------------------------------------------------------------
# vkd3d

def vkd3d_serialize(driver, cases, compat, blobs=None):
    """-> dict id -> (ok, bytes | message); whole containers go into blobs (id -> bytes) if given"""
    text = "".join(M.vkd3d_text(c, compat) for c in cases)
    p = subprocess.run([driver, "serialize"], input=text, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("vkd3d driver failed: " + p.stderr.strip())
    lines = p.stdout.splitlines()
    if len(lines) != len(cases):
        raise RuntimeError("vkd3d driver: %d results for %d cases" % (len(lines), len(cases)))
    out = {}
    for c, line in zip(cases, lines):
        if line.startswith("ok "):
            blob = bytes.fromhex(line[3:])
            if blobs is not None:
                blobs[c["id"]] = blob
            part = M.container_part(blob)
            out[c["id"]] = (True, part) if part is not None else (False, "no RTS0 part in vkd3d container")
        else:
            out[c["id"]] = (False, line)
    return out


def vkd3d_parse(driver, path):
    p = subprocess.run([driver, "parse", path], capture_output=True, text=True)
    lines = p.stdout.splitlines()
    if p.returncode == 0 and lines and lines[0].startswith("ok "):
        return True, "\n".join(lines[1:]) + "\n"
    return False, (p.stdout + p.stderr).strip()


def normalize_desc_text(t):
    """vkd3d's parse output and rsmodel.vkd3d_text differ only in number spelling."""
    out = []
    for line in t.strip().splitlines():
        toks = line.split()
        norm = [toks[0]]
        for x in toks[1:]:
            try:
                norm.append(str(int(x, 0)))
            except ValueError:
                norm.append(x)
        out.append(" ".join(norm))
    return out


def readback_desc(c):
    """What vkd3d_shader_parse_root_signature reports for case c: in 1.0 there are no flag
    fields, so vkd3d reports 0 for them."""
    if c["version"] != "1.0":
        return c
    d = json.loads(json.dumps(c))
    for p in d["params"]:
        if p["kind"] in ("cbv", "srv", "uav"):
            p["flags"] = 0
        for r in p.get("ranges", []):
            r["flags"] = 0
    return d


# --------------------------------------------------------------------------------------------
# our CLI

def run_ours(rootsig, case, compat, workdir, emit="part"):
    out = os.path.join(workdir, "%s.%s.%s" % (case["id"], compat, emit))
    cmd = [rootsig, "compile", "--version", case["version"], "--compat", compat, "--emit", emit,
           "-o", out, "--text", case["dsl"]]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return False, "timeout", None
    if p.returncode != 0:
        return False, "exit %d: %s" % (p.returncode, p.stderr.decode("utf-8", "replace").strip()[:1500]), p.returncode
    try:
        with open(out, "rb") as f:
            data = f.read()
    except OSError as e:
        return False, "exit 0 but no output file: %s" % e, 0
    finally:
        try:
            os.unlink(out)
        except OSError:
            pass
    return True, data, 0


# --------------------------------------------------------------------------------------------

class Tally:
    def __init__(self):
        self.rows = {}       # (version, label) -> [agreed, disagreed, shown, examples]

    def add(self, version, label, ok, example=None):
        row = self.rows.setdefault((version, label), [0, 0, []])
        if ok:
            row[0] += 1
        else:
            row[1] += 1
            if example is not None and len(row[2]) < SHOW:
                row[2].append(example)

    def failed(self):
        return sum(r[1] for r in self.rows.values())

    def passed(self):
        return sum(r[0] for r in self.rows.values())


def example(case, what, expected=None, got=None, note=None):
    lines = ["  [%s] %s" % (case["id"], what), "    DSL: %s" % json.dumps(case["dsl"])]
    if note:
        lines.append("    " + note.replace("\n", "\n    "))
    if expected is not None and got is not None and isinstance(got, bytes) and max(len(expected), len(got)) <= 160:
        lines.append("    expected: %s" % M.words(expected))
        lines.append("    got:      %s" % M.words(got))
    if expected is not None and isinstance(got, bytes):
        lines += ["  " + l for l in M.field_diff(expected, got)]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rootsig", help="our CLI; omit to run only the oracle self-check")
    ap.add_argument("--vkd3d", help="built vkd3d_serialize driver (omit to skip the vkd3d side)")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", default="20260101")
    ap.add_argument("--versions", default="1.0,1.1,1.2")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--keep", help="write cases and oracle results to this directory")
    ap.add_argument("--no-containers", action="store_true", help="skip the vkd3d container check")
    a = ap.parse_args()

    versions = [v for v in a.versions.split(",") if v]
    have_llvm = llvm_oracle.tools_available()
    have_vkd3d = bool(a.vkd3d) and os.access(a.vkd3d, os.X_OK)
    if not have_llvm:
        log("note: %s/%s not found: LLVM side skipped" % (llvm_oracle.CLANG, llvm_oracle.YAML2OBJ))
    if not have_vkd3d:
        log("note: vkd3d-shader driver not available: vkd3d side skipped")
    if not have_llvm and not have_vkd3d:
        log("SKIP: no oracle available (need clang-22 + yaml2obj-22, or libvkd3d-shader)")
        return 77

    t0 = time.time()
    cases = gen.generate(a.seed, a.count, versions)
    by_version = {v: [c for c in cases if c["version"] == v] for v in versions}
    log("generated %d cases (%s x %d, seed %s) in %.1fs" % (len(cases), "/".join(versions), a.count,
                                                            a.seed, time.time() - t0))

    tally = Tally()
    selfcheck = Tally()

    # ---------------------------------------------------------------- LLVM oracle
    llvm = {}
    if have_llvm:
        for v in versions:
            t = time.time()
            res = llvm_oracle.run_batch(by_version[v], a.jobs)
            llvm.update(res)
            log("LLVM oracle %s: %d cases in %.1fs (%d jobs)" % (v, len(by_version[v]), time.time() - t, a.jobs))
            for c in by_version[v]:
                r = res[c["id"]]
                if not r["ok"]:
                    selfcheck.add(v, "LLVM accepts the case", False,
                                  example(c, "LLVM oracle failed", note=r["error"]))
                    continue
                exp = M.serialize(c, "llvm")
                got = bytes.fromhex(r["hex"])
                selfcheck.add(v, "LLVM == model(llvm)", exp == got,
                              example(c, "LLVM bytes differ from the generator's description", exp, got))

    # ---------------------------------------------------------------- vkd3d oracle
    vk = {}
    vk_containers = {}  # id -> vkd3d's whole container (digest included), --compat dxc
    if have_vkd3d:
        for v in versions:
            if v == "1.2":
                continue
            t = time.time()
            vk_dxc = vkd3d_serialize(a.vkd3d, by_version[v], "dxc", vk_containers)
            vk_llvm = vkd3d_serialize(a.vkd3d, by_version[v], "llvm")
            log("vkd3d oracle %s: %d cases x 2 in %.1fs" % (v, len(by_version[v]), time.time() - t))
            for c in by_version[v]:
                ok, data = vk_dxc[c["id"]]
                vk[c["id"]] = (ok, data)
                if not ok:
                    selfcheck.add(v, "vkd3d accepts the case", False, example(c, "vkd3d failed", note=data))
                    continue
                exp = M.serialize(c, "dxc")
                selfcheck.add(v, "vkd3d == model(dxc)", exp == data,
                              example(c, "vkd3d bytes differ from the generator's description", exp, data))
                ok2, data2 = vk_llvm[c["id"]]
                if have_llvm and llvm.get(c["id"], {}).get("ok") and ok2:
                    lb = bytes.fromhex(llvm[c["id"]]["hex"])
                    selfcheck.add(v, "vkd3d(llvm flags) == LLVM", lb == data2,
                                  example(c, "vkd3d and LLVM disagree", lb, data2))

    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
        with open(os.path.join(a.keep, "cases.jsonl"), "w") as f:
            for c in cases:
                r = {"llvm": llvm.get(c["id"], {}).get("hex"),
                     "vkd3d": vk[c["id"]][1].hex() if c["id"] in vk and vk[c["id"]][0] else None}
                f.write(json.dumps({**c, "oracles": r}) + "\n")

    log("")
    log("harness self-check (oracles vs generator vs each other):")
    for (v, label), (ok, bad, ex) in sorted(selfcheck.rows.items()):
        log("  %s  %-28s agreed %4d  disagreed %4d" % (v, label, ok, bad))
        for e in ex:
            log(e)

    # ---------------------------------------------------------------- our CLI
    if not a.rootsig:
        log("")
        log("rootsig binary not given: comparison skipped (oracle self-check only)")
        log("diff: %d passed, %d failed" % (selfcheck.passed(), selfcheck.failed()))
        log("%d passed, %d failed" % (selfcheck.passed(), selfcheck.failed()))
        return 1 if selfcheck.failed() else 77

    work = tempfile.mkdtemp(prefix="rsdiff-ours-")
    containers = not a.no_containers and have_vkd3d
    container_note = None
    try:
        # probe --emit container once
        if containers:
            probe = {"id": "probe", "version": "1.1", "dsl": "CBV(b0)"}
            ok, data, rc = run_ours(a.rootsig, probe, "dxc", work, "container")
            if not ok:
                containers = False
                container_note = "container check skipped: '%s compile --emit container' failed (%s)" % (
                    a.rootsig, data if isinstance(data, str) else "")
        jobs = []
        for c in cases:
            if have_llvm:
                jobs.append((c, "llvm", "part"))
            if (have_vkd3d and c["version"] != "1.2") or (c["version"] == "1.2" and have_llvm):
                jobs.append((c, "dxc", "part"))
            if containers and c["version"] != "1.2":
                jobs.append((c, "dxc", "container"))
        t = time.time()
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            results = list(ex.map(lambda j: run_ours(a.rootsig, j[0], j[1], work, j[2]), jobs))
        log("")
        log("rootsig: %d invocations in %.1fs" % (len(jobs), time.time() - t))

        for (c, compat, emit), (ok, data, rc) in zip(jobs, results):
            v = c["version"]
            if emit == "part" and compat == "llvm":
                label = "LLVM  vs --compat llvm"
                r = llvm.get(c["id"])
                if not r or not r["ok"]:
                    continue                     # oracle failure already reported
                exp = bytes.fromhex(r["hex"])
            elif emit == "part" and v != "1.2":
                label = "vkd3d vs --compat dxc"
                okv, exp = vk.get(c["id"], (False, None))
                if not okv:
                    continue
            elif emit == "part":
                label = "model vs --compat dxc"
                exp = M.serialize(c, "dxc")
            else:
                label = "vkd3d parses our container"
                if not ok:
                    tally.add(v, label, False, example(c, "rootsig failed", note=data))
                    continue
                path = os.path.join(work, "%s.vk.dxbc" % c["id"])
                with open(path, "wb") as f:
                    f.write(data)
                okp, parsed = vkd3d_parse(a.vkd3d, path)
                os.unlink(path)
                if not okp:
                    tally.add(v, label, False, example(c, "vkd3d_shader_parse_root_signature rejected our container",
                                                       note=parsed))
                    continue
                want = normalize_desc_text(M.vkd3d_text(readback_desc(c), "dxc"))
                have = normalize_desc_text(parsed)
                part = M.container_part(data)
                okv, vb = vk.get(c["id"], (False, None))
                same = want == have and (not okv or part == vb)
                note = None
                if not same:
                    note = "vkd3d read back:\n" + "\n".join(have) + "\nexpected:\n" + "\n".join(want)
                tally.add(v, label, same, example(c, "container reads back differently", note=note))
                # The whole file, digest included, must equal what vkd3d-shader serializes.
                vblob = vk_containers.get(c["id"])
                if vblob is not None:
                    tally.add(v, "container == vkd3d's (digest incl.)", vblob == data,
                              example(c, "container bytes differ from vkd3d's", vblob, data))
                continue
            if not ok:
                tally.add(v, label, False, example(c, "rootsig failed", note=data))
            else:
                tally.add(v, label, exp == data, example(c, "bytes differ", exp, data))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    log("")
    log("rootsig vs oracles:")
    for v in versions:
        n = len(by_version[v])
        rows = [(lab, r) for (vv, lab), r in sorted(tally.rows.items()) if vv == v]
        for lab, (ok, bad, ex) in rows:
            log("  %s  %-28s cases %4d  agreed %4d  disagreed %4d" % (v, lab, n, ok, bad))
            for e in ex:
                log(e)
    if container_note:
        log("note: " + container_note)
    passed = tally.passed() + selfcheck.passed()
    failed = tally.failed() + selfcheck.failed()
    log("total time %.1fs" % (time.time() - t0))
    log("diff: %d passed, %d failed" % (passed, failed))
    log("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
