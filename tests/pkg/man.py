#!/usr/bin/env python3
"""The manual pages: lint-clean, renderable, and complete.

    man.py ROOTSIG HEADER DOC_DIR

- `mandoc -T lint` reports nothing for doc/rootsig.1 and doc/rootsig.3;
- `man -l` (or mandoc when man-db is absent) renders each without a message;
- rootsig(1) has an `.It Cm` entry for every command of `rootsig --help` and
  an `Fl` for every option it lists;
- for each command, the options its SYNOPSIS lines name (with
  `Ar diagnostic-options`: those of the "Diagnostic options" subsection) are
  exactly those `rootsig COMMAND --help` lists, the option table's; the
  diagnostic options are those every command takes; each is described;
- rootsig(3) has a synopsis line for every function the header declares, and
  declares no function the header does not.
Exit 77 (skipped) when mandoc is not installed.
"""
import os
import re
import shutil
import subprocess
import sys


COMMANDS = ["compile", "check", "dump", "splice", "extract", "strip", "verify", "decompile",
            "diff"]


def help_options(rootsig, cmd):
    """The options `rootsig CMD --help` lists (-Wno-RSnnnn as -Wno-, --color[=WHEN] as --color)."""
    text = subprocess.run([rootsig, cmd, "--help"], capture_output=True, text=True,
                          check=True).stdout
    block = re.search(r"^Options:\n(.*?)(?:\n\n|\Z)", text, re.S | re.M).group(1)
    names = set()
    for line in block.splitlines():
        m = re.match(r"^  (-\S.*?)(?:  |$)", line)
        if m:
            for opt in re.findall(r"(?:^|, )(--?[A-Za-z][A-Za-z0-9-]*)", m.group(1)):
                names.add(re.sub(r"RSnnnn$", "", opt))
    names.discard("--help")
    return names


def flags(text):
    """The options an mdoc text names with Fl: "Fl -define" is --define, "Fl MD" -MD."""
    return {"-" + f for f in re.findall(r"\bFl (-?[A-Za-z][A-Za-z0-9-]*)", text)}


def per_command(rootsig, page):
    bad = []
    sub = re.search(r"^\.Ss Diagnostic options\n(.*?)^\.El$", page, re.S | re.M)
    if not sub:
        return ["rootsig.1: no 'Diagnostic options' subsection"]
    diag = flags("\n".join(re.findall(r"^\.It (.*)$", sub.group(1), re.M)))
    described = flags("\n".join(re.findall(r"^\.It (.*)$", page, re.M)))
    synopsis = page[page.index(".Sh SYNOPSIS"):page.index(".Sh DESCRIPTION")]
    in_synopsis = {}
    for block in synopsis.split("\n.Nm\n")[1:]:
        m = re.match(r"\.Cm (\w+)\n", block)
        if not m or m.group(1) not in COMMANDS:
            continue
        opts = flags(block)
        if "Ar diagnostic-options" in block:
            opts |= diag
        in_synopsis.setdefault(m.group(1), set()).update(opts)
    every = None
    for cmd in COMMANDS:
        want = help_options(rootsig, cmd)
        every = want if every is None else every & want
        got = in_synopsis.get(cmd, set())
        for opt in sorted(want - got):
            bad.append(f"rootsig.1: the SYNOPSIS of {cmd} lacks {opt} ({cmd} --help lists it)")
        for opt in sorted(got - want):
            bad.append(f"rootsig.1: the SYNOPSIS of {cmd} names {opt}, which {cmd} does not take")
        for opt in sorted(want - described):
            bad.append(f"rootsig.1: {opt} of {cmd} --help has no .It entry")
    if every is not None and every != diag:
        bad.append(f"rootsig.1: the diagnostic options are {sorted(diag)}, but every command "
                   f"takes {sorted(every)}")
    return bad


def main():
    rootsig, header, doc = sys.argv[1:4]
    if not shutil.which("mandoc"):
        print("mandoc is not installed (apt-get install mandoc): skipped")
        return 77
    bad = []
    pages = [os.path.join(doc, "rootsig.1"), os.path.join(doc, "rootsig.3")]
    for page in pages:
        # From the pages' directory: there mandoc finds the one each .Xr's the other.
        r = subprocess.run(["mandoc", "-T", "lint", os.path.basename(page)], cwd=doc,
                           capture_output=True, text=True)
        if r.returncode != 0 or r.stdout or r.stderr:
            bad.append(f"mandoc -T lint {page}:\n{r.stdout}{r.stderr}")
        render = (["man", "-l", page] if shutil.which("man") else ["mandoc", "-T", "utf8", page])
        r = subprocess.run(render, capture_output=True, text=True,
                           env=dict(os.environ, MANWIDTH="80", MAN_KEEP_FORMATTING="0"))
        if r.returncode != 0 or r.stderr or "ROOTSIG" not in r.stdout:
            bad.append(f"{' '.join(render)} failed:\n{r.stderr}")

    page1 = open(pages[0], encoding="utf-8").read()
    helptext = subprocess.run([rootsig, "--help"], capture_output=True, text=True,
                              check=True).stdout
    commands = re.search(r"^Commands:\n(.*?)\n\n", helptext, re.S | re.M).group(1)
    for cmd in re.findall(r"^  ([a-z]+) ", commands, re.M):
        if not re.search(rf"^\.It Cm {cmd}$", page1, re.M):
            bad.append(f"rootsig.1: no '.It Cm {cmd}' for the command {cmd}")
    options = re.search(r"^Options:\n(.*?)\n\n", helptext, re.S | re.M).group(1)
    names = set()
    for line in options.splitlines():
        m = re.match(r"^  (-\S.*?)(?:  |$)", line)
        if not m:
            continue
        for opt in re.findall(r"(?:^|, )(--?[A-Za-z][A-Za-z0-9-]*)", m.group(1)):
            names.add(opt)
    if len(names) < 10:
        bad.append(f"read only {len(names)} options from rootsig --help")
    documented = set(re.findall(r"\bFl (-?[A-Za-z][A-Za-z-]*)", page1))
    for opt in sorted(names):
        # "-Wno-RSnnnn" is written "Fl Wno- Ns Ar RSnnnn": its name is the prefix.
        key = opt[1:]
        key = re.sub(r"RSnnnn$", "", key)
        if key not in documented:
            bad.append(f"rootsig.1: the option {opt} of rootsig --help is not described")

    bad += per_command(rootsig, page1)

    page3 = open(pages[1], encoding="utf-8").read()
    code = re.sub(r"/\*.*?\*/", " ", open(header, encoding="utf-8").read(), flags=re.S)
    code = re.sub(r"^\s*#[^\n]*", " ", code, flags=re.M)
    declared = set(re.findall(r"\bROOTSIG_API\b[^;{(]*?\b(\w+)\s*\(", code))
    synopsis = page3[page3.index(".Sh SYNOPSIS"):page3.index(".Sh DESCRIPTION")]
    described = page3[page3.index(".Sh DESCRIPTION"):]
    in_synopsis = set(re.findall(r"^\.Fn (\w+)", synopsis, re.M))
    for fn in sorted(declared - in_synopsis):
        bad.append(f"rootsig.3: {fn} is declared in the header but not in the SYNOPSIS")
    for fn in sorted(in_synopsis - declared):
        bad.append(f"rootsig.3: the SYNOPSIS has {fn}, which the header does not declare")
    for fn in sorted(declared):
        if not re.search(rf"^\.Fn {fn}\b", described, re.M):
            bad.append(f"rootsig.3: {fn} is not described (no .Fn {fn} after the SYNOPSIS)")

    for b in bad:
        print(b)
    if not bad:
        print(f"rootsig.1: {len(names)} options, rootsig.3: {len(declared)} functions; lint clean")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
