#!/usr/bin/env python3
"""Real-world corpus, HLSL path: every root signature that is a plain `#define NAME` (no -D options
needed) is compiled straight from its original file with `rootsig compile --define NAME FILE` and
compared with the reference bytes in corpus/real-world/index.tsv.

    hlsl_corpus.py [--rootsig PATH] [--corpus DIR] [-v]

ROOTSIG defaults to <repo>/build/rootsig; the corpus to
${ROOTSIG_SHARED:-<repo>/../shared}/corpus/real-world.

Checks per row (version 1.1, the default):
  --compat llvm  == llvm_1.1_rts0_hex   (when clang accepts)
  --compat dxc   == dxc_1.1_rts0_hex    (when DXC accepts)
  rejections: where both references reject, rootsig must exit with status 1.
Rows whose macro has different definitions in different #if/#ifdef/#else branches (CONDITIONAL
below) cannot be compiled without evaluating the conditions, which rootsig does not do: they must
be rejected with RS6004 and exit status 1.

Exit: 0 all pass, 1 any failure, 2 setup error, 77 rootsig binary or corpus not found.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # nothing generated inside the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import rsmodel as M  # noqa: E402

# Macros defined once per #ifdef/#else branch: the PC variant is what the corpus expanded (no -D).
CONDITIONAL = {
    "gdk-18": "MainRS is defined under #ifdef __XBOX_SCARLETT and again under its #else",
    "gdk-22": "ROOT_SIG is defined under #ifdef __XBOX_SCARLETT and again under its #else",
}

# A -D option in the note ("-DFFX_GPU"); "(no -D)" is not one.
D_OPTION = re.compile(r"(?<![\w(])-D[A-Za-z_]")


def run(rootsig, macro, path, compat, workdir):
    out = os.path.join(workdir, "out.bin")
    if os.path.exists(out):
        os.unlink(out)
    p = subprocess.run([rootsig, "compile", "--define", macro, "--version", "1.1", "--compat", compat,
                        "--emit", "part", "-o", out, path], capture_output=True, timeout=60)
    data = None
    if p.returncode == 0 and os.path.exists(out):
        with open(out, "rb") as f:
            data = f.read()
    return p.returncode, data, p.stderr.decode("utf-8", "replace").strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    M.corpus_args(ap, REPO)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()

    rows, rc = M.load_corpus(a, "hlsl corpus")
    if rows is None:
        return rc

    passed, failed, failures = 0, 0, []
    rows_ok, rows_conditional, rows_skipped = [], [], []
    work = tempfile.mkdtemp(prefix="rshlsl-")

    def check(ok, row, what, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
            if a.verbose:
                print("ok   %-12s %s" % (row["id"], what))
        else:
            failed += 1
            failures.append("FAIL %-12s %s (%s)%s" % (row["id"], what, row["saved_as"],
                                                       ("\n" + detail) if detail else ""))
        return ok

    try:
        for row in rows:
            m = re.fullmatch(r"#define (\w+)", row["macro_or_attribute"].strip())
            if not m:
                continue
            if D_OPTION.search(row["note"]):
                rows_skipped.append(row["id"])
                continue
            macro = m.group(1)
            path = os.path.join(a.corpus, row["saved_as"].split(" + ")[0])
            if row["id"] in CONDITIONAL:
                rc, _, err = run(a.rootsig, macro, path, "llvm", work)
                if check(rc == 1 and "[RS6004]" in err, row, "rejected with RS6004 (%s)" % CONDITIONAL[row["id"]],
                         "    rootsig exit %d: %s" % (rc, err[:1500])):
                    rows_conditional.append(row["id"])
                continue
            clang_ok = row["clang_1.1"] == "ok"
            dxc_ok = row["dxc_1.1"] == "ok"
            row_ok = True
            for compat, ok, col in (("llvm", clang_ok, "llvm_1.1_rts0_hex"), ("dxc", dxc_ok, "dxc_1.1_rts0_hex")):
                rc, data, err = run(a.rootsig, macro, path, compat, work)
                what = "--define %s --compat %s" % (macro, compat)
                if not clang_ok and not dxc_ok:
                    row_ok &= check(rc == 1, row, what + " rejects (both references reject)",
                                    "    rootsig exit %d (want 1)" % rc)
                elif not ok:
                    continue  # the references disagree: corpus.py covers the DSL itself
                elif rc != 0 or data is None:
                    row_ok &= check(False, row, what, "    rootsig exit %d: %s" % (rc, err[:1500]))
                else:
                    expected = bytes.fromhex(row[col])
                    row_ok &= check(data == expected, row, what + " vs " + col,
                                    "    expected: %s\n    got:      %s" % (expected.hex(), data.hex()))
            if row_ok:
                rows_ok.append(row["id"])
    finally:
        for fn in os.listdir(work):
            os.unlink(os.path.join(work, fn))
        os.rmdir(work)

    for f in failures:
        print(f)
    eligible = len(rows_ok) + len(rows_conditional) + len(
        {f.split()[1] for f in failures} - set(rows_ok) - set(rows_conditional))
    print("hlsl corpus: %d #define rows without -D; %d compile to the reference bytes, %d rejected "
          "as expected (definition chosen by #ifdef: %s); %d rows need -D options and are not run (%s)"
          % (eligible, len(rows_ok), len(rows_conditional), ", ".join(rows_conditional) or "none",
             len(rows_skipped), ", ".join(rows_skipped)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
