#!/usr/bin/env python3
"""compare.py: rootsig against the reference tools, on the same inputs, in one go.

    tests/bench/compare.py [--rootsig build/rootsig] [--entries 5000] [--runs 30]

1. One signature per process: `rootsig compile` against
   `clang-22 -cc1 -triple dxil-pc-shadermodel6.0-compute -x hlsl -emit-llvm -hlsl-entry main`
   on the same root signature (examples/reference.rs, wrapped in a compute
   shader for clang).
2. A large module: `rootsig check --input metadata` against `llvm-as-22` on one
   .ll with thousands of !dx.rootsignatures entries, built from clang-22's own
   output for a few distinct signatures (renumbered, one function per entry).
3. Peak RSS of each process (wait4), and rootsig's growth from 1 KB to 64 MB
   of DSL (one process per size).

Times are medians from hyperfine (-N, no shell) when it is installed, else
from a plain fork/exec loop. Exit status 0 unless a tool is missing or fails.
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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLANG = os.environ.get("CLANG", "clang-22")
LLVM_AS = os.environ.get("LLVM_AS", "llvm-as-22")
CLANG_ARGS = ["-cc1", "-triple", "dxil-pc-shadermodel6.0-compute", "-x", "hlsl", "-emit-llvm",
              "-hlsl-entry", "main"]

VARIANTS = [
    None,  # examples/reference.rs
    "RootFlags(0), CBV(b0), SRV(t0), UAV(u0), DescriptorTable(SRV(t1, numDescriptors = 8), UAV(u1))",
    "RootConstants(num32BitConstants = 16, b0), DescriptorTable(Sampler(s0, numDescriptors = 4)), "
    "StaticSampler(s4, filter = FILTER_MIN_MAG_MIP_POINT)",
    "DescriptorTable(CBV(b0, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE), "
    "visibility = SHADER_VISIBILITY_PIXEL), SRV(t9, space = 3, flags = DATA_STATIC)",
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_HULL_SHADER_ROOT_ACCESS), "
    "CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), CBV(b1, visibility = SHADER_VISIBILITY_PIXEL), "
    "DescriptorTable(SRV(t0, numDescriptors = 16), CBV(b2, numDescriptors = 4), UAV(u0, numDescriptors = 2)), "
    "StaticSampler(s0), StaticSampler(s1, filter = FILTER_ANISOTROPIC, maxAnisotropy = 8)",
]


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
            subprocess.run(["hyperfine", "-N", "--style", "none", "--warmup", str(warmup),
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


def quote(a):
    return a if re.fullmatch(r"[A-Za-z0-9_./=:@+-]+", a) else "'" + a.replace("'", "'\\''") + "'"


def check_ok(cmd, what):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:
        die("%s timed out (%s)" % (what, " ".join(cmd)))
    if p.returncode != 0:
        die("%s failed (%s): %s" % (what, " ".join(cmd), p.stderr.strip()[:500]))


def clang_ll(dsl, work, tag):
    src = os.path.join(work, "rs%s.hlsl" % tag)
    out = os.path.join(work, "rs%s.ll" % tag)
    with open(src, "w") as f:
        f.write(hlsl(dsl))
    check_ok([CLANG] + CLANG_ARGS + ["-o", out, src], "clang-22")
    return open(out).read()


NODE = re.compile(r"^!(\d+) = (.*)$")


def entry_nodes(ll):
    """The !dx.rootsignatures entry's node lines of clang's output, by number."""
    m = re.search(r"^!dx\.rootsignatures = !\{!(\d+)\}$", ll, re.M)
    if not m:
        die("no !dx.rootsignatures in clang's output")
    nodes = {}
    for line in ll.splitlines():
        n = NODE.match(line)
        if n:
            nodes[int(n.group(1))] = n.group(2)
    keep, todo = {}, [int(m.group(1))]
    while todo:
        k = todo.pop()
        if k in keep:
            continue
        keep[k] = nodes[k]
        todo.extend(int(r) for r in re.findall(r"!(\d+)", nodes[k]))
    return int(m.group(1)), keep


def big_module(lls, entries):
    """A module with `entries` entries cycling through the clang outputs."""
    header = [l for l in lls[0].splitlines() if l.startswith(("target ", "source_filename"))]
    parts = [entry_nodes(ll) for ll in lls]
    out = header + [""]
    for e in range(entries):
        out.append("define void @f%d() {\nentry:\n  ret void\n}\n" % e)
    tops, body, base = [], [], 0
    for e in range(entries):
        root, nodes = parts[e % len(parts)]
        order = sorted(nodes)
        renum = {old: base + i for i, old in enumerate(order)}
        for old in order:
            text = re.sub(r"!(\d+)", lambda m: "!%d" % renum[int(m.group(1))], nodes[old])
            if old == root:
                text = text.replace("ptr @main", "ptr @f%d" % e)
            body.append("!%d = %s" % (renum[old], text))
        tops.append("!%d" % renum[root])
        base += len(order)
    out.append("!dx.rootsignatures = !{%s}" % ", ".join(tops))
    out.append("")
    out.extend(body)
    return "\n".join(out) + "\n"


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
    ap.add_argument("--entries", type=int, default=5000)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--max-mb", type=int, default=64)
    args = ap.parse_args()
    rs = os.path.abspath(args.rootsig)
    for tool in (rs, CLANG, LLVM_AS):
        if not shutil.which(tool):
            die("%s not found (make oracles installs clang-22 and llvm-22)" % tool)
    print("machine: %s, %d cores; %s" % (cpu_name(), os.cpu_count(), time.strftime("%Y-%m-%d")))
    print("timing: %s" % ("hyperfine -N, median" if shutil.which("hyperfine") else "fork/exec loop, median"))
    with tempfile.TemporaryDirectory() as work:
        # clang's root-signature lexer has no comments (and loops forever in
        # its error recovery on one, llvm.md 2.6): both get the text without them.
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
        t_rs = median_time(rs_cmd, args.runs)
        t_rn = median_time(rs_file, args.runs, prepare=["rm", "-f", out_path])
        check_ok(rs_file, "rootsig compile -o FILE")
        t_rf = median_time(rs_file, args.runs)
        t_cl = median_time(cl_cmd, max(5, args.runs // 3))
        print("\n== one signature per process (examples/reference.rs, %d bytes without comments)"
              % len(ref))
        row_head()
        row("rootsig compile -o -", t_rs, peak_rss_kb(rs_cmd)[1])
        row("rootsig compile -o NEWFILE", t_rn, peak_rss_kb(rs_file)[1])
        row("rootsig compile -o FILE (replaced)", t_rf, peak_rss_kb(rs_file)[1])
        row("clang-22 -cc1 ... -emit-llvm", t_cl, peak_rss_kb(cl_cmd)[1])
        print("ratio: rootsig is %.1fx faster (%.1fx with -o NEWFILE, %.1fx replacing FILE, "
              "which flushes it; target >= 30x)" % (t_cl / t_rs, t_cl / t_rn, t_cl / t_rf))

        # 2. a large module
        lls = [clang_ll(ref if v is None else v, work, str(i)) for i, v in enumerate(VARIANTS)]
        ll = big_module(lls, args.entries)
        ll_path = os.path.join(work, "big.ll")
        with open(ll_path, "w") as f:
            f.write(ll)
        ck_cmd = [rs, "check", "--input", "metadata", ll_path]
        as_cmd = [LLVM_AS, ll_path, "-o", os.path.join(work, "big.bc")]
        check_ok(ck_cmd, "rootsig check")
        check_ok(as_cmd, "llvm-as-22")
        runs = max(5, args.runs // 3)
        t_ck = median_time(ck_cmd, runs)
        t_as = median_time(as_cmd, runs)
        print("\n== large module: %d !dx.rootsignatures entries, %.1f MB" % (args.entries, len(ll) / 1e6))
        row_head()
        row("rootsig check --input metadata", t_ck, peak_rss_kb(ck_cmd)[1], len(ll))
        row("llvm-as-22", t_as, peak_rss_kb(as_cmd)[1], len(ll))
        print("ratio: rootsig is %.1fx faster (target >= 20x)" % (t_as / t_ck))

        # 3. growth of the one-shot CLI with input size
        print("\n== rootsig compile, one process per size (valid signatures)")
        row_head()
        size = 1024
        while size <= args.max_mb << 20:
            path = os.path.join(work, "gen.rs")
            with open(path, "w") as f:
                f.write(gen_dsl(size))
            n = os.path.getsize(path)
            cmd = [rs, "compile", "--emit", "part", "-o", "-", path]
            check_ok(cmd, "rootsig compile (%d bytes)" % n)
            t = median_time(cmd, 10 if n < 1 << 20 else 3, warmup=1)
            row("%d KB" % (n >> 10), t, peak_rss_kb(cmd)[1], n)
            size *= 4


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
