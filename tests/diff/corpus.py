#!/usr/bin/env python3
"""Real-world corpus check: 80 signatures from public projects, with the reference verdicts and
RTS0 bytes recorded in corpus/real-world/index.tsv (no oracle needed at run time).

    corpus.py [--rootsig PATH] [--corpus DIR] [--llvm]

ROOTSIG defaults to <repo>/build/rootsig; the corpus to
$ROOTSIG_SHARED/corpus/real-world (ROOTSIG_SHARED: by default the
directory `shared` beside the repository; the test is skipped without it).

Checks per row:
  1.1  --compat llvm  == llvm_1.1_rts0_hex   (when clang accepts)
  1.1  --compat dxc   == dxc_1.1_rts0_hex    (when DXC accepts)
  1.0  --compat llvm and --compat dxc == the LLVM 1.1 bytes converted to 1.0 (the TSV has no 1.0
       bytes; both references' 1.0 bytes are identical for every row, and 1.0 differs from 1.1
       only by the dropped flag words -- with --llvm, the conversion is also checked against a
       live clang-22 run)
  rejections: where both references reject at a version, rootsig must exit with status 1 in both
       compat modes.
  where the references disagree on the verdict (wicked-03 at 1.0: clang accepts, DXC rejects)
       rootsig follows clang ("flags= in 1.0" equal to the implied value) and must accept.
LocalRootSignature rows (DXC's local mode adds 0x80 to the root flags) are compared with the
plain-mode bytes given in the TSV, which is what `rootsig compile` produces.

Exit: 0 all pass, 1 any failure, 2 setup error, 77 rootsig binary or corpus not found.
"""

import argparse
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # nothing generated inside the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import rsmodel as M  # noqa: E402


def run(rootsig, dsl, version, compat, workdir):
    out = os.path.join(workdir, "out.bin")
    if os.path.exists(out):
        os.unlink(out)
    p = subprocess.run([rootsig, "compile", "--version", version, "--compat", compat, "--emit", "part",
                        "-o", out, "--text", dsl], capture_output=True, timeout=60)
    data = None
    if p.returncode == 0 and os.path.exists(out):
        with open(out, "rb") as f:
            data = f.read()
    return p.returncode, data, p.stderr.decode("utf-8", "replace").strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    M.corpus_args(ap, REPO)
    ap.add_argument("--llvm", action="store_true", help="also check the 1.0 conversion with clang-22")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()

    rows, rc = M.load_corpus(a, "corpus")
    if rows is None:
        return rc

    llvm_oracle = None
    if a.llvm:
        import llvm_oracle as L
        if L.tools_available():
            llvm_oracle = L
        else:
            print("note: clang-22/yaml2obj-22 not found: --llvm ignored")

    passed, failed, failures, notes = 0, 0, [], []
    work = tempfile.mkdtemp(prefix="rscorpus-")

    def check(ok, row, what, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
            if a.verbose:
                print("ok   %-12s %s" % (row["id"], what))
        else:
            failed += 1
            failures.append("FAIL %-12s %s\n    DSL: %s%s" % (row["id"], what, row["dsl_expanded"][:2000],
                                                            ("\n" + detail) if detail else ""))

    def compare(row, what, expected, rc, data, err):
        if rc != 0 or data is None:
            check(False, row, what, "    rootsig exit %d: %s" % (rc, err[:1500]))
            return
        detail = ""
        if data != expected:
            detail = "\n".join(["    expected: %s" % M.words(expected)[:1200],
                                "    got:      %s" % M.words(data)[:1200]] + ["  " + l for l in M.field_diff(expected, data)])
        check(data == expected, row, what, detail)

    try:
        for row in rows:
            dsl = row["dsl_expanded"]
            local = "LocalRootSignature" in row["macro_or_attribute"]
            if local:
                notes.append("%s is a LocalRootSignature subobject: compared with the plain-mode bytes "
                             "(DXC's local mode would add 0x80 to the root flags)" % row["id"])
            clang_ok = {"1.1": row["clang_1.1"] == "ok", "1.0": row["clang_1.0"] == "ok"}
            dxc_ok = {"1.1": row["dxc_1.1"] == "ok", "1.0": row["dxc_1.0"] == "ok"}

            llvm11 = bytes.fromhex(row["llvm_1.1_rts0_hex"]) if row["llvm_1.1_rts0_hex"] else None
            dxc11 = bytes.fromhex(row["dxc_1.1_rts0_hex"]) if row["dxc_1.1_rts0_hex"] else None

            for version in ("1.1", "1.0"):
                results = {c: run(a.rootsig, dsl, version, c, work) for c in ("llvm", "dxc")}
                both_reject = not clang_ok[version] and not dxc_ok[version]
                if both_reject:
                    for compat, (rc, data, err) in results.items():
                        check(rc == 1, row, "%s --compat %s rejects (both references reject)" % (version, compat),
                              "    rootsig exit %d (want 1); references: clang %r, DXC %r" % (
                                  rc, row["clang_" + version][:200], row["dxc_" + version][:200]))
                    continue
                if clang_ok[version] != dxc_ok[version]:
                    notes.append("%s %s: references disagree (clang %s, DXC %s); rootsig must accept "
                                 "(rootsig follows clang here)" % (
                                     row["id"], version, row["clang_" + version][:80], row["dxc_" + version][:80]))
                    if not clang_ok[version]:
                        notes.append("%s %s: clang rejects but DXC accepts -- no expectation, skipped"
                                     % (row["id"], version))
                        continue
                if version == "1.1":
                    if clang_ok["1.1"]:
                        compare(row, "1.1 --compat llvm vs llvm_1.1_rts0_hex", llvm11, *results["llvm"])
                    if dxc_ok["1.1"]:
                        compare(row, "1.1 --compat dxc vs dxc_1.1_rts0_hex", dxc11, *results["dxc"])
                    elif clang_ok["1.1"]:
                        rc, data, err = results["dxc"]
                        check(rc == 0, row, "1.1 --compat dxc accepts", "    exit %d: %s" % (rc, err[:800]))
                else:
                    if llvm11 is None:
                        notes.append("%s: no 1.1 bytes to derive 1.0 from" % row["id"])
                        continue
                    exp10 = M.serialize(M.convert_version(M.parse_rts0(llvm11), "1.0"), "llvm")
                    if llvm_oracle is not None:
                        try:
                            live, _, _ = llvm_oracle.oracle(dsl, "1.0")
                            check(live == exp10, row, "1.0 derived bytes == live clang-22 1.0 bytes",
                                  "\n".join(M.field_diff(live, exp10)))
                        except llvm_oracle.OracleError as e:
                            check(False, row, "live clang-22 1.0 run", "    " + str(e))
                    for compat in ("llvm", "dxc"):
                        compare(row, "1.0 --compat %s vs LLVM 1.1 bytes converted to 1.0" % compat, exp10,
                                *results[compat])
    finally:
        for fn in os.listdir(work):
            os.unlink(os.path.join(work, fn))
        os.rmdir(work)

    for f in failures:
        print(f)
    for n in notes:
        print("note: " + n)
    print("corpus: %d rows, %d checks" % (len(rows), passed + failed))
    print("corpus: %d passed, %d failed" % (passed, failed))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
