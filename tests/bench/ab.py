#!/usr/bin/env python3
"""ab.py: two rootsig builds on the same metadata modules, runs interleaved.

    python3 tests/bench/ab.py OLD/rootsig NEW/rootsig MODULE.ll... [--runs N]

compare.py measures one build against the references; on a shared machine
two of its runs minutes apart differ by more than a change does. Here each
module is checked by the two builds in turn (ABAB..., then BABA...), so that
load affects both alike, and the medians and minimums of wall and CPU time
(user + system of the child) are printed with their ratio. Nothing is
written: stdout and stderr go to /dev/null.

--after-llvm-as runs llvm-as-22 on the module (untimed, its output to a
temporary file) before each timed run, as compare.py's rounds run them: on
a virtual machine a process that frees much memory can leave the next one
fresh pages the host is slow to give.
"""
import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time


def run_once(binary, module):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    kind = ["--input", "metadata"] if module.endswith(".ll") else []
    subprocess.run([binary, "check"] + kind + [module],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000
    return wall, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("modules", nargs="+")
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--after-llvm-as", action="store_true")
    a = ap.parse_args()
    bc = os.path.join(tempfile.mkdtemp(prefix="ab-"), "m.bc")
    print(f"{'module':<28} {'wall old':>9} {'wall new':>9} {'ratio':>6} "
          f"{'min old':>8} {'min new':>8} {'cpu old':>8} {'cpu new':>8}  (ms, medians)")
    for m in a.modules:
        wall = {"old": [], "new": []}
        cpu = {"old": [], "new": []}
        for i in range(a.runs):
            order = ("old", "new") if i % 2 == 0 else ("new", "old")
            for k in order:
                if a.after_llvm_as:
                    subprocess.run(["llvm-as-22", m, "-o", bc], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, check=False)
                w, c = run_once(a.old if k == "old" else a.new, m)
                wall[k].append(w)
                cpu[k].append(c)
        wo, wn = statistics.median(wall["old"]), statistics.median(wall["new"])
        print(f"{m[-28:]:<28} {wo:9.2f} {wn:9.2f} {wo / wn:5.2f}x {min(wall['old']):8.2f} "
              f"{min(wall['new']):8.2f} {statistics.median(cpu['old']):8.2f} "
              f"{statistics.median(cpu['new']):8.2f}")


if __name__ == "__main__":
    main()
