#!/usr/bin/env python3
"""Differential test of rootsig's LLVM-metadata reader and writer against clang-22.

    metadata_clang.py --rootsig PATH [--count N] [--seed S] [--version V|all] [--jobs J]
                      [--keep DIR]

For every root signature gen.py generates (valid by construction), per version:

  1. clang-22 compiles it (`[RootSignature("...")]` on a compute entry `main`) to a .ll module;
  2. `rootsig compile --emit metadata --entry main` prints our metadata for the same DSL; it must
     equal clang's `!dx.rootsignatures` and the nodes it reaches
       - structurally: both graphs, node numbers resolved, are the same tree with the same sharing
         (a node used twice is one node in both), and
       - textually: every operand is spelled the same (i32 -1, float 0x..., ptr @main, ...), and
         with the nodes renumbered in first-use order the lines are identical;
  3. `rootsig compile --input metadata --emit part` of clang's whole module gives the same RTS0
     bytes as `rootsig compile --emit part` of the DSL (that those bytes are LLVM's own is
     checked by run.sh);
  4. round trip: our printed metadata read back gives those bytes too;
  5. llvm-as-22 (if present) accepts our printed metadata inside a module.

Exit status: 0 all agree; 1 a disagreement; 2 setup error; 77 skipped (no clang-22 or no rootsig).
The last line is "N passed, M failed".
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen  # noqa: E402  (tests/diff/gen.py: the shared generator)

CLANG = os.environ.get("CLANG", "clang-22")
LLVM_AS = os.environ.get("LLVM_AS", "llvm-as-22")
CLANG_VERSION_ARG = {"1.0": "rootsig_1_0", "1.1": "rootsig_1_1", "1.2": "rootsig_1_2"}

_DEF = re.compile(r"^!(\d+)\s*=\s*(distinct\s+)?!\{(.*)\}\s*$")
_NAMED = re.compile(r"^!dx\.rootsignatures\s*=\s*!\{(.*)\}\s*$")
_REF = re.compile(r"^!(\d+)$")


def hlsl_source(dsl):
    esc = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\v": "\\v", "\f": "\\f"}
    return '[RootSignature("%s")] [numthreads(1,1,1)] void main() {}\n' % "".join(
        esc.get(c, c) for c in dsl)


def split_operands(s):
    """Top-level comma split of a node body (strings and brackets respected)."""
    out, depth, cur, i, in_str = [], 0, "", 0, False
    while i < len(s):
        c = s[i]
        if in_str:
            cur += c
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
            cur += c
        elif c in "({[<":
            depth += 1
            cur += c
        elif c in ")}]>":
            depth -= 1
            cur += c
        elif c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        out.append(cur.strip())
    return out


class Graph:
    """The `!dx.rootsignatures` block of an .ll text: named operands and numbered nodes."""

    def __init__(self, text):
        self.nodes = {}
        self.roots = None
        for line in text.splitlines():
            m = _NAMED.match(line)
            if m:
                self.roots = split_operands(m.group(1))
                continue
            m = _DEF.match(line)
            if m:
                self.nodes[int(m.group(1))] = split_operands(m.group(3))
        if self.roots is None:
            raise ValueError("no !dx.rootsignatures")

    def tree(self, op):
        """Operand as a nested tuple with references resolved."""
        m = _REF.match(op)
        if not m:
            return op
        n = int(m.group(1))
        return ("node", tuple(self.tree(o) for o in self.nodes[n]))

    def renumbered(self):
        """Lines with nodes numbered in first-use order (preorder), as AsmWriter numbers them."""
        order, slot = [], {}

        def visit(op):
            m = _REF.match(op)
            if not m:
                return
            n = int(m.group(1))
            if n in slot:
                return
            slot[n] = len(order)
            order.append(n)
            for o in self.nodes[n]:
                visit(o)

        for r in self.roots:
            visit(r)

        def spell(op):
            m = _REF.match(op)
            return "!%d" % slot[int(m.group(1))] if m else op

        lines = ["!dx.rootsignatures = !{%s}" % ", ".join(spell(r) for r in self.roots)]
        for n in order:
            lines.append("!%d = !{%s}" % (slot[n], ", ".join(spell(o) for o in self.nodes[n])))
        return lines


def run(cmd, stdin=None, timeout=60):
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)


def check_case(case, rootsig, keep):
    try:
        return _check_case(case, rootsig, keep)
    except Exception as e:  # a crash of the harness on one case is a failure of that case
        return {"id": case["id"], "version": case["version"], "skipped": False,
                "errors": ["harness error: %r" % (e,)]}


def _check_case(case, rootsig, keep):
    v = case["version"]
    dsl = case["dsl"]
    res = {"id": case["id"], "version": v, "skipped": False, "errors": []}
    work = tempfile.mkdtemp(prefix="mdclang.")
    try:
        src = os.path.join(work, "in.hlsl")
        mod = os.path.join(work, "clang.ll")
        with open(src, "w") as f:
            f.write(hlsl_source(dsl))
        try:
            p = run([CLANG, "-cc1", "-triple", "dxil-pc-shadermodel6.0-compute", "-x", "hlsl",
                     "-emit-llvm", "-hlsl-entry", "main",
                     "-fdx-rootsignature-version=" + CLANG_VERSION_ARG[v], "-o", mod, src])
        except subprocess.TimeoutExpired:
            p = None
        if p is None or p.returncode != 0:
            res["skipped"] = True
            res["errors"].append("clang rejected the case: " +
                                 ("timeout" if p is None else p.stderr.decode()[:300]))
            return res
        with open(mod) as f:
            clang_text = f.read()

        # 2. our metadata for the DSL
        p = run([rootsig, "compile", "--emit", "metadata", "--version", v, "--entry", "main",
                 "--text", dsl])
        if p.returncode != 0:
            res["errors"].append("rootsig --emit metadata failed: " + p.stderr.decode()[:500])
            return res
        ours_text = p.stdout.decode()
        theirs, ours = Graph(clang_text), Graph(ours_text)
        if [theirs.tree(r) for r in theirs.roots] != [ours.tree(r) for r in ours.roots]:
            res["errors"].append("metadata differs structurally")
        ours_lines, their_lines = ours.renumbered(), theirs.renumbered()
        if ours_lines != their_lines:
            diff = [(a, b) for a, b in zip(their_lines, ours_lines) if a != b][:1]
            if diff:
                res["errors"].append("metadata text differs:\n    clang: %s\n    ours:  %s" %
                                     diff[0])
            else:
                res["errors"].append("metadata differs in length: clang %d lines, ours %d" %
                                     (len(their_lines), len(ours_lines)))
        # our printed block must be clang's lines verbatim (clang numbers from !0 as well)
        block = [l for l in clang_text.splitlines()
                 if l.startswith("!dx.rootsignatures") or
                 (_DEF.match(l) and int(_DEF.match(l).group(1)) < len(ours_lines) - 1)]
        if block != [l for l in ours_text.splitlines() if l]:
            res["errors"].append("printed block is not clang's text verbatim")

        # 3. the part from clang's module vs the part from the DSL
        p_dsl = run([rootsig, "compile", "--emit", "part", "--version", v, "--text", dsl])
        p_mod = run([rootsig, "compile", "--input", "metadata", "--entry", "main", "--emit",
                     "part", mod])
        if p_dsl.returncode != 0:
            res["errors"].append("rootsig rejected the DSL: " + p_dsl.stderr.decode()[:500])
        elif p_mod.returncode != 0:
            res["errors"].append("rootsig rejected clang's module: " + p_mod.stderr.decode()[:500])
        elif p_mod.stdout != p_dsl.stdout:
            res["errors"].append("part from clang's metadata differs from the DSL's part")
        # 4. round trip through our own text
        p_rt = run([rootsig, "compile", "--input", "metadata", "--emit", "part", "-"],
                   stdin=ours_text.encode())
        if p_rt.returncode != 0:
            res["errors"].append("rootsig rejected its own metadata: " + p_rt.stderr.decode()[:500])
        elif p_dsl.returncode == 0 and p_rt.stdout != p_dsl.stdout:
            res["errors"].append("round trip DSL -> metadata -> part changed the bytes")
        # 5. LLVM can read what we print
        if shutil.which(LLVM_AS):
            ll = os.path.join(work, "ours.ll")
            with open(ll, "w") as f:
                f.write("define void @main() {\n  ret void\n}\n\n" + ours_text)
            p = run([LLVM_AS, ll, "-o", os.devnull])
            if p.returncode != 0:
                res["errors"].append("llvm-as rejects our metadata: " + p.stderr.decode()[:300])
        return res
    finally:
        if keep and (res["errors"] or keep == "all"):
            dst = os.path.join(keep, case["id"])
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(work, dst)
            with open(os.path.join(dst, "dsl.txt"), "w") as f:
                f.write(dsl)
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rootsig", default=os.environ.get("ROOTSIG"))
    ap.add_argument("--count", type=int, default=int(os.environ.get("DIFF_COUNT", "300")))
    ap.add_argument("--seed", default=os.environ.get("DIFF_SEED", "20260101"))
    ap.add_argument("--version", default="all", choices=["1.0", "1.1", "1.2", "all"])
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("DIFF_JOBS", "2")))
    ap.add_argument("--keep", default=os.environ.get("DIFF_KEEP"))
    a = ap.parse_args()
    if shutil.which(CLANG) is None:
        print("SKIP: %s not found" % CLANG)
        print("0 passed, 0 failed")
        return 77
    if not a.rootsig or not os.access(a.rootsig, os.X_OK):
        print("SKIP: no rootsig binary (--rootsig or ROOTSIG)")
        print("0 passed, 0 failed")
        return 77
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    versions = ["1.0", "1.1", "1.2"] if a.version == "all" else [a.version]
    cases = []
    for v in versions:
        cases += gen.generate("md-" + str(a.seed), a.count, [v])
    stats = {v: {"cases": 0, "skipped": 0, "passed": 0, "failed": 0} for v in versions}
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for res in ex.map(lambda c: check_case(c, a.rootsig, a.keep), cases):
            s = stats[res["version"]]
            s["cases"] += 1
            if res["skipped"]:
                s["skipped"] += 1
            elif res["errors"]:
                s["failed"] += 1
                failures.append(res)
            else:
                s["passed"] += 1
    for res in failures[:10]:
        print("FAIL %s:" % res["id"])
        for e in res["errors"]:
            print("  " + e)
    passed = failed = 0
    for v in versions:
        s = stats[v]
        print("version %s: %d cases, %d skipped (clang rejected), %d agree, %d disagree" %
              (v, s["cases"], s["skipped"], s["passed"], s["failed"]))
        passed += s["passed"]
        failed += s["failed"]
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
