#!/usr/bin/env python3
"""Differential test of rootsig's HLSL preprocessor against clang-22's.

    hlsl_pp_clang.py [--rootsig build/rootsig] [--count N] [--seed S] [-j J] [-v] [--keep DIR]

Each case is a seeded random project: a main .hlsl file and headers under two -I directories
(include guards, #pragma once, "x" found beside the includer, <x> through -I, some files with CRLF
line ends), root-signature pieces spread over object-like and function-like macros (nested, #
stringizing, ## pasting, __VA_ARGS__), #if/#elif/#else arithmetic on -D values, and several
functions with [RootSignature(...)] attributes. It is compiled three ways:

  --define RS     clang-22 sees the same files with one more function at the end of the main
                  file, [RootSignature(RS)] on it, and picks it with -hlsl-entry: the expansion
                  of RS at the end of the file, which is what --define means;
  --entry FUNC    clang-22 -hlsl-entry FUNC on a compute target;
  rootsig dxc     `rootsig dxc -T rootsig_1_1 -E RS ...`: its container's RTS0 must equal
                  `rootsig compile --define RS --compat dxc` (DXC writes 0 for unspecified flags,
                  clang its defaults; the --define check ties that compile to clang).

clang's module (!dx.rootsignatures) is compiled to RTS0 bytes by `rootsig compile --input metadata`
(itself checked against clang by diff.metadata_clang); rootsig's bytes from the HLSL must equal
them. A quarter of the cases carry one mistake (an #error in a taken branch, a missing header, a
macro used with the wrong number of arguments, a stray #endif, an unknown parameter inside a
header); clang rejects those, and rootsig must reject them (exit 1) with its first error in the
file where the mistake is, which clang's error or its "expanded from macro" notes name too (clang
puts an error in a macro at the outermost use, rootsig where the characters are spelled). One
known difference: clang checks the RootSignature attribute of every function in the file, rootsig
(as DXC) only the one it compiles; a mistake in another function's attribute is not an error for
--entry.

COUNT/SEED default to $HLSL_DIFF_COUNT (40) and $HLSL_DIFF_SEED (20261125); the sanitized CI run
uses fewer. Exit: 0 all pass, 1 any failure, 77 clang-22 or rootsig not found.
The last line is "hlsl_pp_clang: N passed, M failed".
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CLANG = os.environ.get("CLANG", "clang-22")

# Root signature elements, each with its own registers so that any subset is valid.
def elements(r):
    return [
        "CBV(b%d)" % r,
        "SRV(t%d, space = %d)" % (r, r % 3),
        "UAV(u%d)" % r,
        "RootConstants(num32BitConstants = %d, b%d, space = 7)" % (r % 5 + 1, r),
        "DescriptorTable(SRV(t%d, numDescriptors = %d, space = 5), UAV(u%d, space = 5))" % (10 * r, r + 1, 10 * r),
        "StaticSampler(s%d, filter = FILTER_MIN_MAG_MIP_POINT)" % r,
        "DescriptorTable(Sampler(s%d, space = 9))" % r,
    ]


class Gen:
    """One random project. Files are dicts name -> list of lines."""

    def __init__(self, rnd, case):
        self.r = rnd
        self.case = case
        self.reg = 0
        self.files = {}          # relative path -> lines
        self.defines = []        # -D options
        self.crlf = set()

    def element(self):
        self.reg += 1
        return self.r.choice(elements(self.reg))

    def lit(self, s):
        """s as one or two adjacent literals (split at a random point)."""
        if len(s) > 3 and self.r.random() < 0.4:
            k = self.r.randrange(1, len(s) - 1)
            return '"%s" "%s"' % (s[:k], s[k:])
        return '"%s"' % s

    def piece(self, lines, prefix):
        """Defines a macro for one element in some way; returns an expression naming it."""
        e = self.element()
        kind = self.r.randrange(6)
        name = "%s_%d" % (prefix, self.reg)
        if kind == 0:
            lines.append("#define %s %s" % (name, self.lit(e)))
            return name
        if kind == 1:
            # function-like with # stringizing of a register number
            m = re.search(r"(?<![A-Za-z_])(b|t|u|s)(\d+)", e)
            head, num = e[:m.start(2)], m.group(2)
            tail = e[m.end(2):]
            fn = "F%d_%d" % (self.case, self.reg)
            lines.append('#define STR_%s(x) #x' % fn)
            lines.append('#define %s(n) "%s" STR_%s(n) "%s"' % (fn, head, fn, tail))
            return "%s(%s)" % (fn, num)
        if kind == 2:
            # ## pasting builds the macro name
            lines.append("#define %s_PART %s" % (name, self.lit(e)))
            lines.append("#define CAT_%s(a, b) a##b" % name)
            return "CAT_%s(%s, _PART)" % (name, name)
        if kind == 3:
            # variadic
            lines.append("#define V_%s(...) __VA_ARGS__" % name)
            return "V_%s(%s)" % (name, self.lit(e))
        if kind == 4:
            # nested object-like, over a continuation line
            lines.append("#define %s_IN %s" % (name, self.lit(e)))
            lines.append("#define %s \\" % name)
            lines.append("    %s_IN" % name)
            return name
        # #if arithmetic on a -D value chooses between two spellings
        level = self.r.randrange(0, 6)
        self.defines.append("-DLEVEL_%d_%d=%d" % (self.case, self.reg, level))
        a, b = self.r.randrange(1, 4), self.r.randrange(0, 5)
        cond = "(LEVEL_%d_%d * %d + %d) %% 3 == 1 || !defined(LEVEL_%d_%d)" % (self.case, self.reg, a, b, self.case, self.reg)
        other = self.element()
        lines.append("#if %s" % cond)
        lines.append("#define %s %s" % (name, self.lit(e)))
        lines.append("#elif LEVEL_%d_%d > 2 ? 1 : 0" % (self.case, self.reg))
        lines.append("#define %s %s" % (name, self.lit(other)))
        lines.append("#else")
        lines.append("#define %s \"%s\"" % (name, other))
        lines.append("#endif")
        return name

    def header(self, path, prefix, guard):
        lines = []
        if guard == "once":
            lines.append("#pragma once")
        else:
            g = "%s_GUARD" % prefix
            lines += ["#ifndef " + g, "#define " + g]
        parts = [self.piece(lines, prefix) for _ in range(self.r.randrange(1, 3))]
        lines.append("#define %s_ALL %s" % (prefix, ' ", " '.join(parts)))
        if guard != "once":
            lines.append("#endif // guard")
        self.files[path] = lines
        return prefix + "_ALL"

    def build(self):
        # inc1/common.hlsli includes "detail.hlsli" beside it; main includes <common.hlsli> twice
        n1 = self.header("inc1/detail.hlsli", "DET%d" % self.case, self.r.choice(["once", "guard"]))
        self.files["inc1/common.hlsli"] = []
        n2 = self.header("inc1/common.hlsli", "COM%d" % self.case, "guard")
        self.files["inc1/common.hlsli"].insert(2, '#include "detail.hlsli"')
        n3 = self.header("inc2/extra.h", "EXT%d" % self.case, "once")
        main = ["// generated case %d" % self.case,
                "#include <common.hlsli>",
                "#include <extra.h>",
                "#include <common.hlsli> /* guarded: nothing new */"]
        local = [self.piece(main, "MAIN%d" % self.case) for _ in range(self.r.randrange(0, 2))]
        order = [n1, n2, n3] + local
        self.r.shuffle(order)
        main.append("#define RS %s" % ' ", " '.join(order))
        funcs = []
        for k in range(self.r.randrange(2, 4)):
            f = "Func%d" % k
            funcs.append(f)
            arg = "RS" if k == 0 else self.lit(self.element())
            main += ["[RootSignature(%s)]" % arg, "[numthreads(8, 8, 1)]",
                     "void %s() {}" % f]
        self.files["main.hlsl"] = main
        for p in self.files:
            if self.r.random() < 0.3:
                self.crlf.add(p)
        self.entry = self.r.choice(funcs)
        self.mistake = None
        if self.r.random() < 0.25:
            self.inject()

    def inject(self):
        kind = self.r.randrange(5)
        if kind == 0:
            self.files["inc1/detail.hlsli"].insert(1, "#if 1\n#error this configuration is not supported\n#endif")
            self.mistake = ("error directive", "detail.hlsli")
        elif kind == 1:
            self.files["inc2/extra.h"].insert(1, '#include "missing_file.hlsli"')
            self.mistake = ("missing include", "extra.h")
        elif kind == 2:
            self.files["inc1/common.hlsli"].append("#define TWO(a, b) a b\n#define BAD TWO(1)\nBAD")
            self.mistake = ("wrong argument count", "common.hlsli")
        elif kind == 3:
            self.files["inc2/extra.h"].append("#endif")
            self.mistake = ("stray #endif", "extra.h")
        else:
            self.files["inc1/detail.hlsli"].append('#define DET_BAD_X "CBV(b900, spcae = 1)"')
            # used by RS: replace the last part of RS
            main = self.files["main.hlsl"]
            for i, l in enumerate(main):
                if l.startswith("#define RS "):
                    main[i] = l + ' ", " DET_BAD_X'
            self.mistake = ("unknown parameter", "detail.hlsli")

    def write(self, root, extra_main=None):
        for p, lines in self.files.items():
            text = "\n".join(lines) + "\n"
            if p == "main.hlsl" and extra_main:
                text += extra_main
            if p in self.crlf:
                text = text.replace("\n", "\r\n")
            full = os.path.join(root, p)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", newline="") as f:
                f.write(text)


FIRST_ERROR = re.compile(r"^([^:\s]+):\d+:\d+: error:", re.M)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, timeout=120, **kw)


def clang_bytes(rootsig, root, main, entry, defines, work):
    ll = os.path.join(work, "clang_%s.ll" % entry)
    p = run([CLANG, "-cc1", "-triple", "dxil-unknown-shadermodel6.0-compute", "-x", "hlsl",
             "-emit-llvm", "-hlsl-entry", entry, "-I", os.path.join(root, "inc1"), "-I",
             os.path.join(root, "inc2")] + defines + ["-o", ll, main])
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode != 0:
        return None, err
    out = os.path.join(work, "clang_%s.bin" % entry)
    q = run([rootsig, "compile", "--input", "metadata", "--entry", entry, "--emit", "part", "-o", out, ll])
    if q.returncode != 0:
        return None, "rootsig could not read clang's module: " + q.stderr.decode()
    with open(out, "rb") as f:
        return f.read(), err


def ours(rootsig, cmd, out):
    if os.path.exists(out):
        os.unlink(out)
    p = run(cmd)
    data = None
    if p.returncode == 0 and os.path.exists(out):
        with open(out, "rb") as f:
            data = f.read()
    return p.returncode, data, p.stderr.decode("utf-8", "replace")


def first_error_file(text):
    m = FIRST_ERROR.search(text)
    return os.path.basename(m.group(1)) if m else None


NOTE_FILE = re.compile(r"^([^:\s]+):\d+:\d+: (?:error|note):", re.M)


def first_diag_files(text):
    """The files clang's first error and its notes name: clang puts an error at the outermost
    macro use and says where it is spelled in "expanded from macro" notes; rootsig puts it where
    it is spelled."""
    files = []
    for m in NOTE_FILE.finditer(text):
        if files and ": error:" in text[m.start():m.end()]:
            break
        files.append(os.path.basename(m.group(1)))
    return set(files)


def one_case(args):
    rootsig, seed, case, keep, has_dxc = args
    rnd = random.Random("%d/%d" % (seed, case))
    g = Gen(rnd, case)
    g.build()
    work = tempfile.mkdtemp(prefix="rspp-")
    problems = []
    checks = 0
    try:
        src = os.path.join(work, "src")
        g.write(src)
        main = os.path.join(src, "main.hlsl")
        inc = ["-I", os.path.join(src, "inc1"), "-I", os.path.join(src, "inc2")]
        # clang's view of --define RS: an attributed function at the end of a copy of the file
        dsrc = os.path.join(work, "dsrc")
        g.write(dsrc, extra_main="[RootSignature(RS)]\n[numthreads(1, 1, 1)]\nvoid RsAtTheEnd() {}\n")
        want_d, err_d = clang_bytes(rootsig, dsrc, os.path.join(dsrc, "main.hlsl"), "RsAtTheEnd", g.defines, work)
        want_e, err_e = clang_bytes(rootsig, src, main, g.entry, g.defines, work)
        out = os.path.join(work, "ours.bin")
        runs = [("--define RS", want_d, err_d,
                 [rootsig, "compile", "--define", "RS", "--emit", "part", "-o", out] + inc + g.defines + [main]),
                ("--entry " + g.entry, want_e, err_e,
                 [rootsig, "compile", "--entry", g.entry, "--emit", "part", "-o", out] + inc + g.defines + [main])]
        if has_dxc:
            # DXC's bytes (0 for unspecified flags): those of `compile --compat dxc`, whose
            # --compat llvm bytes the --define check holds against clang's
            want_x = None
            if want_d is not None:
                _, want_x, _ = ours(rootsig, [rootsig, "compile", "--define", "RS", "--compat", "dxc",
                                              "--emit", "part", "-o", out] + inc + g.defines + [main], out)
            runs.append(("rootsig dxc -E RS", want_x, err_d,
                         [rootsig, "dxc", "-T", "rootsig_1_1", "-E", "RS", "-Fo", out + ".dxbc"] + inc +
                         g.defines + [main]))
        for what, want, cerr, cmd in runs:
            checks += 1
            rc, data, err = ours(rootsig, cmd, out)
            if what.startswith("rootsig dxc") and rc == 0:
                # a container: compare its RTS0 part
                x = run([rootsig, "extract", out + ".dxbc", "--emit", "part", "-o", out])
                data = open(out, "rb").read() if x.returncode == 0 else None
            if want is not None:
                if rc != 0 or data != want:
                    problems.append("%s: clang accepts, rootsig %s\n    clang: %s\n    ours:  %s\n%s" % (
                        what, "exit %d" % rc if rc else "differs", want.hex(), data.hex() if data else "-",
                        err.strip()[:800]))
            elif (g.mistake and g.mistake[0] == "unknown parameter" and what.startswith("--entry")
                  and g.entry != "Func0"):
                # clang's Sema parses the RootSignature attribute of every function in the file;
                # rootsig (as DXC) parses the entry's only, and the mistake is in Func0's
                if rc != 0:
                    problems.append("%s: the mistake is in another function's attribute, yet rootsig "
                                    "exit %d\n%s" % (what, rc, err.strip()[:400]))
            else:
                cf, of = first_diag_files(cerr), first_error_file(err)
                if rc != 1:
                    problems.append("%s: clang rejects (%s), rootsig exit %d\n%s" % (
                        what, cerr.strip()[:400], rc, err.strip()[:400]))
                elif g.mistake and (of != g.mistake[1] or (cf and of not in cf)):
                    problems.append("%s: first error in %s; the mistake is in %s, clang's error names %s"
                                    "\n  clang: %s\n  ours: %s" % (
                                        what, of, g.mistake[1], ", ".join(sorted(cf)), cerr.strip()[:600],
                                        err.strip()[:400]))
                elif g.mistake is None:
                    problems.append("%s: clang rejects a case without a mistake: %s" % (what, cerr.strip()[:400]))
    finally:
        if keep:
            dest = os.path.join(keep, "case%d" % case)
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(work, dest)
        shutil.rmtree(work, ignore_errors=True)
    return case, g.mistake, checks, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rootsig", default=os.path.join(REPO, "build", "rootsig"))
    ap.add_argument("--count", type=int, default=int(os.environ.get("HLSL_DIFF_COUNT", "40")))
    ap.add_argument("--seed", type=int, default=int(os.environ.get("HLSL_DIFF_SEED", "20261125")))
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--keep", help="copy every case's files here")
    a = ap.parse_args()
    if shutil.which(CLANG) is None or not os.path.exists(a.rootsig):
        print("hlsl_pp_clang: %s or %s not found; skipped" % (CLANG, a.rootsig))
        return 77
    has_dxc = run([a.rootsig, "dxc", "-help"]).returncode == 0
    passed = failed = 0
    mistakes = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        for case, mistake, checks, problems in ex.map(
                one_case, [(a.rootsig, a.seed, c, a.keep, has_dxc) for c in range(a.count)]):
            mistakes += mistake is not None
            if problems:
                failed += 1
                print("FAIL case %d (seed %d)%s:\n  %s" % (case, a.seed, " [%s]" % mistake[0] if mistake else "",
                                                            "\n  ".join(problems)))
            else:
                passed += 1
                if a.v:
                    print("ok   case %d: %d checks%s" % (case, checks, " [%s]" % mistake[0] if mistake else ""))
    print("hlsl_pp_clang: %d cases (%d with a mistake), rootsig dxc %s" % (
        a.count, mistakes, "checked" if has_dxc else "not available"))
    print("hlsl_pp_clang: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
