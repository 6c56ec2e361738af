#!/usr/bin/env python3
"""Real-world corpus, HLSL path: every root signature that is a `#define NAME` is compiled straight
from its original file with `rootsig compile --define NAME [-D ...] -I STUBS FILE` and compared with
the reference bytes in corpus/real-world/index.tsv. The -D options are those the corpus note says
the row was expanded with ("expanded with -DFFX_GPU").

    hlsl_corpus.py [--rootsig PATH] [--corpus DIR] [-v]

ROOTSIG defaults to <repo>/build/rootsig; the corpus to
$ROOTSIG_SHARED/corpus/real-world (ROOTSIG_SHARED: by default the
directory `shared` beside the repository; the test is skipped without it).

Includes: the corpus saves only the files that hold root signatures (and, for the FSR2 rows, the
header a macro comes from), under flattened names (a__b__c.h). STUBS is a directory where every
saved file of the row's repository is reachable by its own base name, and where an #include of a
file the corpus does not have is an empty file (made when rootsig reports it missing, RS6014, as
`gcc -MG` treats missing headers): the signature must not depend on what is not there, and the
bytes check says whether it did.

Checks per row (version 1.1, the default):
  --compat llvm  == llvm_1.1_rts0_hex   (when clang accepts)
  --compat dxc   == dxc_1.1_rts0_hex    (when DXC accepts)
  rejections: where both references reject, rootsig must exit with status 1.

Exit: 0 all pass, 1 any failure, 2 setup error, 77 rootsig binary or corpus not found.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # nothing generated inside the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import rsmodel as M  # noqa: E402

# The -D options of a row: "expanded with -DA -DB=1" in its note ("(no -D)" is none).
D_OPTION = re.compile(r"(?<![\w(])-D[A-Za-z_][^\s;,]*")
MISSING = re.compile(r'cannot find the included file ["<]([^">]+)[">] \[RS6014\]')


def stub_dir(corpus, saved_as, workdir):
    """A directory where the repository's saved files are found by their base names (one per
    repository, kept across its rows: stubs made for one row serve the next)."""
    key = saved_as.split("/")[0]
    d = os.path.join(workdir, "inc-" + key)
    if os.path.isdir(d):
        return d
    os.makedirs(d)
    repo = os.path.join(corpus, key)
    for fn in os.listdir(repo):
        base = fn.split("__")[-1]
        if not os.path.exists(os.path.join(d, base)):
            os.symlink(os.path.join(repo, fn), os.path.join(d, base))
    return d


def run(rootsig, macro, path, compat, workdir, defines, inc):
    out = os.path.join(workdir, "out.bin")
    for _ in range(64):
        if os.path.exists(out):
            os.unlink(out)
        p = subprocess.run([rootsig, "compile", "--define", macro, "--version", "1.1", "--compat", compat,
                            "--emit", "part", "-o", out, "-I", inc] + defines + [path],
                           capture_output=True, timeout=60)
        err = p.stderr.decode("utf-8", "replace").strip()
        m = MISSING.search(err)
        if p.returncode == 1 and m:
            stub = os.path.join(inc, m.group(1))
            if os.path.exists(stub):
                break
            os.makedirs(os.path.dirname(stub), exist_ok=True)
            open(stub, "w").close()
            continue
        break
    data = None
    if p.returncode == 0 and os.path.exists(out):
        with open(out, "rb") as f:
            data = f.read()
    return p.returncode, data, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    M.corpus_args(ap, REPO)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()

    rows, rc = M.load_corpus(a, "hlsl corpus")
    if rows is None:
        return rc

    passed, failed, failures = 0, 0, []
    rows_ok, rows_skipped = [], []
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
            defines = D_OPTION.findall(row["note"])
            if defines:
                rows_skipped.append(row["id"])  # run, with the -D options
            macro = m.group(1)
            path = os.path.join(a.corpus, row["saved_as"].split(" + ")[0])
            inc = stub_dir(a.corpus, row["saved_as"], work)
            clang_ok = row["clang_1.1"] == "ok"
            dxc_ok = row["dxc_1.1"] == "ok"
            row_ok = True
            for compat, ok, col in (("llvm", clang_ok, "llvm_1.1_rts0_hex"), ("dxc", dxc_ok, "dxc_1.1_rts0_hex")):
                rc, data, err = run(a.rootsig, macro, path, compat, work, defines, inc)
                what = "--define %s %s--compat %s" % (macro, "".join(d + " " for d in defines), compat)
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
        shutil.rmtree(work)

    for f in failures:
        print(f)
    eligible = len(rows_ok) + len({f.split()[1] for f in failures} - set(rows_ok))
    print("hlsl corpus: %d #define rows; %d compile to the reference bytes (or are rejected where both "
          "references reject); %d of them with -D options (%s)"
          % (eligible, len(rows_ok), len(rows_skipped), ", ".join(rows_skipped)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
