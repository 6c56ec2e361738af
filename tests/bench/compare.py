#!/usr/bin/env python3
"""compare.py: rootsig against the reference tools, on the same inputs, in one go.

    tests/bench/compare.py [--rootsig build/rootsig] [--runs 30] [--max-mb 64] [--sigs 60]

1. One signature per process: `rootsig compile` against
   `clang-22 -cc1 -triple dxil-pc-shadermodel6.0-compute -x hlsl -emit-llvm -hlsl-entry main`
   on the same root signature (examples/reference.rs, wrapped in a compute
   shader for clang).
   Also against /bin/true, the floor of any process: `compile -o -`,
   `-o NEWFILE` and `-o FILE` replacing an existing file.
2. Metadata modules as users produce them (tests/bench/modules.py: random
   signatures of tests/diff/gen.py printed by clang-22, or the checked-in
   sample without it, renumbered into one module with one function per
   entry), 100 KB to --max-mb: `rootsig check --input metadata` against
   `llvm-as-22` on the same file: the ratio, and rootsig's peak RSS per input
   byte.
3. Peak RSS of each process (GNU time, else wait4), and rootsig's growth from
   1 KB to --max-mb of DSL (one process per size): ns and peak bytes per
   input byte, and the ratio of ns/byte at the largest size to 1 MB.

Times are medians from hyperfine (-N, no shell) when it is installed, else
from a plain fork/exec loop. Where two tools are compared (rootsig and
llvm-as-22, rootsig and /bin/true), they run in turn, a few runs each in
every round, so that the machine's drift falls on both. Exit status 0 unless
a tool is missing or fails.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import modules  # noqa: E402  (tests/bench/modules.py)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLANG = os.environ.get("CLANG", "clang-22")
LLVM_AS = os.environ.get("LLVM_AS", "llvm-as-22")
CLANG_ARGS = ["-cc1", "-triple", "dxil-pc-shadermodel6.0-compute", "-x", "hlsl", "-emit-llvm",
              "-hlsl-entry", "main"]

def die(msg):
    sys.stderr.write("compare.py: %s\n" % msg)
    sys.exit(1)


def strip_comments(dsl):
    dsl = re.sub(r"/\*.*?\*/", " ", dsl, flags=re.S)
    return "\n".join(l for l in (re.sub(r"//.*", "", l).rstrip() for l in dsl.splitlines()) if l) + "\n"


def hlsl(dsl):
    esc = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
    lit = "".join(esc.get(c, c) for c in dsl)
    return '[RootSignature("%s")] [numthreads(1,1,1)] void main() {}\n' % lit


def peak_rss_kb(cmd, stdout=subprocess.DEVNULL):
    """Runs cmd once; returns (exit status, peak RSS in KB) of that process alone.

    GNU time is preferred: a child forked from Python inherits Python's
    resident pages until exec, and Linux counts them in the child's peak.
    """
    if os.path.exists("/usr/bin/time"):
        with tempfile.NamedTemporaryFile("r", suffix=".rss") as out:
            p = subprocess.run(["/usr/bin/time", "-o", out.name, "-f", "%M"] + cmd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return p.returncode, int(open(out.name).read().split()[-1])
    pid = os.fork()
    if pid == 0:
        try:
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, ru = os.wait4(pid, 0)
    return os.waitstatus_to_exitcode(status), ru.ru_maxrss


def median_time(cmd, runs, warmup=3, prepare=None):
    """Median wall time of one run of cmd, in seconds; prepare runs untimed before each."""
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            extra = ["--prepare", " ".join(quote(a) for a in prepare)] if prepare else []
            subprocess.run(["hyperfine", "-N", "-i", "--style", "none", "--warmup", str(warmup),
                            "--runs", str(runs), "--export-json", out.name] + extra +
                           [" ".join(quote(a) for a in cmd)],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            data = json.load(open(out.name))
            return data["results"][0]["median"]
    times = []
    for i in range(warmup + runs):
        if prepare:
            subprocess.run(prepare, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if i >= warmup:
            times.append(time.perf_counter() - t0)
    return statistics.median(times)


def interleaved_medians(cmds, runs, warmup=1, prepares=None, rounds=None):
    """Median wall time of each of cmds, in seconds, the commands run in turn.

    In each of up to five rounds every command runs a few times (hyperfine,
    or a fork/exec loop), so a machine whose speed drifts over seconds (a
    shared virtual machine) slows each alike and the ratios of the medians
    hold. Each command's runs in a round follow an untimed one (warmup) of
    its own: a process run just after another that freed a lot of memory
    can spend far longer in the kernel, which timing every command right
    after the other would charge to whichever touches more fresh memory.
    prepares: None, or for each command None or a command run untimed
    before each of its runs. rounds: how many (default: up to five).
    """
    rounds = max(1, min(runs, rounds or 5))
    per = max(1, (runs + rounds - 1) // rounds)
    prepares = prepares or [None] * len(cmds)
    times = [[] for _ in cmds]
    for r in range(rounds):
        w = max(1, warmup)
        if shutil.which("hyperfine"):
            with tempfile.NamedTemporaryFile(suffix=".json") as out:
                extra = []
                if any(prepares):
                    for pre in prepares:
                        extra += ["--prepare", " ".join(quote(a) for a in pre) if pre else "true"]
                subprocess.run(["hyperfine", "-N", "-i", "--style", "none", "--warmup", str(w),
                                "--runs", str(per), "--export-json", out.name] + extra +
                               [" ".join(quote(a) for a in c) for c in cmds],
                               check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                for k, res in enumerate(json.load(open(out.name))["results"]):
                    times[k] += res["times"]
            continue
        for i in range(w + per):
            for k, c in enumerate(cmds):
                if prepares[k]:
                    subprocess.run(prepares[k], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
                t0 = time.perf_counter()
                subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                if i >= w:
                    times[k].append(time.perf_counter() - t0)
    return [statistics.median(t) for t in times]


def quote(a):
    return a if re.fullmatch(r"[A-Za-z0-9_./=:@+-]+", a) else "'" + a.replace("'", "'\\''") + "'"


def check_ok(cmd, what, accept=(0,)):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:
        die("%s timed out (%s)" % (what, " ".join(cmd)))
    if p.returncode not in accept:
        die("%s failed (%s): %s" % (what, " ".join(cmd), p.stderr.strip()[:500]))


def gen_dsl(size):
    """A valid signature of about `size` bytes (as rootsig_bench's 'valid' case)."""
    lines = ["RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),", "CBV(b0, space = 100),"]
    tables = max(1, min(60, size // 1024 + 1))
    total = sum(len(l) + 1 for l in lines)
    for t in range(tables):
        goal = size * (t + 1) // tables
        rng = []
        j = 0
        while True:
            kind = ("SRV(t%d, numDescriptors = 4, space = %d, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)",
                    "UAV(u%d, numDescriptors = 4, space = %d, flags = DATA_VOLATILE)",
                    "CBV(b%d, space = %d)")[j % 3]
            r = "    " + kind % (4 * j, t)
            rng.append(r)
            total += len(r) + 2
            j += 1
            if total + 40 >= goal:
                break
        lines.append("DescriptorTable(\n" + ",\n".join(rng) + "\n)" + ("," if t + 1 < tables else ""))
        total += 20
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rootsig", default=os.path.join(ROOT, "build", "rootsig"))
    ap.add_argument("--sigs", type=int, default=60,
                    help="random signatures per version printed by clang-22 for the modules")
    ap.add_argument("--seed", default="bench-2026")
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--max-mb", type=int, default=64)
    args = ap.parse_args()
    rs = os.path.abspath(args.rootsig)
    for tool in (rs, CLANG, LLVM_AS):
        if not shutil.which(tool):
            die("%s not found (make oracles installs clang-22 and llvm-22)" % tool)
    print("machine: %s, %d cores; %s" % (cpu_name(), os.cpu_count(), time.strftime("%Y-%m-%d")))
    print("timing: %s; rootsig and the tool it is compared with in turn" % (
        "hyperfine -N, median" if shutil.which("hyperfine") else "fork/exec loop, median"))
    with tempfile.TemporaryDirectory() as work:
        # clang's root-signature lexer has no comments (and clang 22's parser
        # loops forever in its error recovery on one): both get the text
        # without them.
        ref = strip_comments(open(os.path.join(ROOT, "examples", "reference.rs")).read())
        ref_path = os.path.join(work, "reference.rs")
        with open(ref_path, "w") as f:
            f.write(ref)
        hlsl_path = os.path.join(work, "rs.hlsl")
        with open(hlsl_path, "w") as f:
            f.write(hlsl(ref))

        # 1. one signature per process
        # rootsig's -o FILE is atomic (temporary file + rename), as clang's
        # is; when FILE exists rootsig also flushes it to disk before the
        # rename (clang does not). All three are shown.
        out_path = os.path.join(work, "out.rts0")
        rs_cmd = [rs, "compile", "--emit", "part", "-o", "-", ref_path]
        rs_file = [rs, "compile", "--emit", "part", "-o", out_path, ref_path]
        cl_cmd = [CLANG] + CLANG_ARGS + ["-o", os.path.join(work, "out.ll"), hlsl_path]
        check_ok(rs_cmd, "rootsig compile")
        check_ok(cl_cmd, "clang-22")
        # each against /bin/true run in turn with it (interleaved_medians)
        t_rs, t_rn, t_true = interleaved_medians([rs_cmd, rs_file, ["/bin/true"]], args.runs,
                                                 prepares=[None, ["rm", "-f", out_path], None])
        check_ok(rs_file, "rootsig compile -o FILE")
        t_rf, t_true_rf = interleaved_medians([rs_file, ["/bin/true"]], args.runs)
        t_cl = median_time(cl_cmd, max(5, args.runs // 3))
        print("\n== one signature per process (examples/reference.rs, %d bytes without comments)"
              % len(ref))
        row_head()
        row("rootsig compile -o -", t_rs, peak_rss_kb(rs_cmd)[1])
        row("rootsig compile -o NEWFILE", t_rn, peak_rss_kb(rs_file)[1])
        row("rootsig compile -o FILE (replaced)", t_rf, peak_rss_kb(rs_file)[1])
        row("clang-22 -cc1 ... -emit-llvm", t_cl, peak_rss_kb(cl_cmd)[1])
        row("/bin/true", t_true, peak_rss_kb(["/bin/true"])[1])
        print("ratio: rootsig is %.1fx faster (%.1fx with -o NEWFILE, %.1fx replacing FILE; "
              "target >= 30x)" % (t_cl / t_rs, t_cl / t_rn, t_cl / t_rf))
        print("ratio to /bin/true: -o - %.2fx, -o NEWFILE %.2fx, -o FILE (replaced) %.2fx "
              "(target <= 1.25x)" % (t_rs / t_true, t_rn / t_true, t_rf / t_true_rf))

        # 2. metadata modules as users produce them, from 100 KB up
        parts = modules.clang_parts(args.sigs, args.seed)
        origin = "clang-22, %d random signatures per version (tests/diff/gen.py, seed %s)" % (
            args.sigs, args.seed)
        if parts is None:
            parts = modules.sample_parts()
            origin = "the checked-in sample (tests/bench/clang_sample.ll; clang-22 not installed)"
        print("\n== metadata modules: %d distinct entries printed by %s" % (len(parts), origin))
        print("%-10s %8s %12s %12s %8s %10s %10s %10s" % (
            "size", "entries", "rootsig ms", "llvm-as ms", "ratio", "rs ns/B", "rs RSS/B",
            "as RSS/B"))
        md_ns = {}
        for kb in module_sizes(args.max_mb):
            text, entries = modules.module(parts, kb << 10)
            ll_path = os.path.join(work, "mod.ll")
            with open(ll_path, "w") as f:
                f.write(text)
            n = len(text)
            ck_cmd = [rs, "check", "--input", "metadata", ll_path]
            as_cmd = [LLVM_AS, ll_path, "-o", os.path.join(work, "mod.bc")]
            check_ok(ck_cmd, "rootsig check", accept=(0, 1))
            check_ok(as_cmd, "llvm-as-22")
            # Each timed run of either in a round of its own, after its warmup and the
            # other's run, as in every round; 15 of them (5 at 64 MB): a shared
            # machine's drift moves the median of 3 or 5 runs by more than the
            # difference measured.
            runs = 15 if n < 64 << 20 else 5
            t_ck, t_as = interleaved_medians([ck_cmd, as_cmd], runs, rounds=runs)
            rss_ck = peak_rss_kb(ck_cmd)[1] * 1024
            rss_as = peak_rss_kb(as_cmd)[1] * 1024
            md_ns[kb] = t_ck * 1e9 / n
            print("%-10s %8d %12.2f %12.2f %7.1fx %10.2f %10.2f %10.2f" % (
                size_name(kb), entries, t_ck * 1e3, t_as * 1e3, t_as / t_ck, t_ck * 1e9 / n,
                rss_ck / n, rss_as / n))
            sys.stdout.flush()
        print("targets: ratio >= 5x (aim 10x), rootsig RSS/B <= 3 from 1 MB")
        linear("metadata", md_ns)

        # 3. growth of the one-shot CLI with input size
        print("\n== rootsig compile, one process per size (valid signatures)")
        print("%-10s %12s %10s %10s %10s" % ("size", "median ms", "MB/s", "ns/B", "RSS/B"))
        dsl_ns = {}
        size = 1024
        while size <= args.max_mb << 20:
            path = os.path.join(work, "gen.rs")
            with open(path, "w") as f:
                f.write(gen_dsl(size))
            n = os.path.getsize(path)
            cmd = [rs, "compile", "--emit", "part", "-o", "-", path]
            check_ok(cmd, "rootsig compile (%d bytes)" % n)
            t = median_time(cmd, 10 if n < 1 << 20 else 3, warmup=1)
            rss = peak_rss_kb(cmd)[1] * 1024
            dsl_ns[size >> 10] = t * 1e9 / n
            print("%-10s %12.3f %10.1f %10.2f %10.2f" % (size_name(size >> 10), t * 1e3,
                                                          n / t / 1e6, t * 1e9 / n, rss / n))
            sys.stdout.flush()
            size *= 4
        print("target: RSS/B <= 3")
        linear("DSL", dsl_ns)

        # 4. one huge table: a range a line, 150 spaces
        print("\n== rootsig compile / check, one table of N ranges in 150 spaces (SRV(tN, space = S))")
        print("%-10s %10s %12s %10s %10s %12s %10s %10s" % (
            "ranges", "size", "compile ms", "MB/s", "RSS/B", "check ms", "MB/s", "RSS/B"))
        for n in (150000, 1500000):
            if n * 26 > args.max_mb << 20:
                break
            path = os.path.join(work, "table.rs")
            with open(path, "w") as f:
                f.write(gen_table(n))
            size = os.path.getsize(path)
            cmd = [rs, "compile", "--emit", "part", "-o", os.path.join(work, "table.rts0"), path]
            ck = [rs, "check", path]
            check_ok(cmd, "rootsig compile (one table of %d ranges)" % n)
            t = median_time(cmd, 5 if n < 1000000 else 3, warmup=1)
            tc = median_time(ck, 5 if n < 1000000 else 3, warmup=1)
            print("%-10d %10s %12.1f %10.1f %10.2f %12.1f %10.1f %10.2f" % (
                n, size_name(size >> 10), t * 1e3, size / t / 1e6,
                peak_rss_kb(cmd)[1] * 1024 / size, tc * 1e3, size / tc / 1e6,
                peak_rss_kb(ck)[1] * 1024 / size))
            sys.stdout.flush()
        print("targets: check >= 60 MB/s, RSS/B <= 3")


def gen_table(n):
    """One DescriptorTable of n SRV ranges, one a line, in 150 spaces of n / 150 registers each
    (the large-table target: SRV(tN, space = S), no two ranges overlapping)."""
    per = max(1, n // 150)
    return ("DescriptorTable(\n" +
            ",\n".join("  SRV(t%d, space = %d)" % (i % per, i // per) for i in range(n)) +
            "\n)\n")


def module_sizes(max_mb):
    sizes = [100, 256, 1024, 4096, 16384, 65536]
    return [kb for kb in sizes if kb <= max_mb << 10]


def size_name(kb):
    return "%d KB" % kb if kb < 1024 else "%d MB" % (kb >> 10)


def linear(what, ns):
    """ns/byte at the largest size over ns/byte at 1 MB (target <= 1.5): one process each,
    so the small sizes include the process's start; 1 MB is the reference."""
    if 1024 in ns and max(ns) > 1024:
        top = max(ns)
        print("linearity (%s): ns/B at %s / at 1 MB = %.2f (target <= 1.5)" % (
            what, size_name(top), ns[top] / ns[1024]))


def row_head():
    print("%-34s %12s %10s %12s" % ("command", "median ms", "MB/s", "peak RSS KB"))


def row(name, secs, rss, nbytes=None):
    mbs = "%10.1f" % (nbytes / secs / 1e6) if nbytes else "%10s" % "-"
    print("%-34s %12.3f %s %12d" % (name, secs * 1e3, mbs, rss))
    sys.stdout.flush()


def cpu_name():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


if __name__ == "__main__":
    main()
