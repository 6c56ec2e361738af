#!/usr/bin/env python3
"""check_paths.py: every path the repository's comments and docs name exists.

    python3 tests/check_paths.py ROOT [-v]

Four checks, each failure printed as FILE:LINE: what is wrong:

  (a) A repository path named in a comment or a doc exists: a path from the
      top (`src/cli/io.c`, `docs/limits.md`, `tests/bench/compare.py`,
      `grammar/dsl.y`), a path inside src/ or tests/ written from its room
      (`validate/validate.c`, `cli/check.sh`), or a bare source file name
      (`decode.c`, `lex_dsl.re`, `dsl.y`). A glob (`back/rts0_*.c`) must match
      a file. Generated files (the lexers and parsers re2c and lemon write,
      `keywords_index.h`, `diag_titles.h`) are known by name.
  (b) Nothing refers to a file outside the repository: the specification
      notes the project was started from are not part of it, so a fact taken
      from them is stated where it is used with the public document's name.
  (c) The room table of docs/design.md names every .c, .h, .re and .y file
      under src/ and grammar/, and names no file that does not exist.
  (d) Every file under src/ has at most MAX_LINES lines, or says at its top
      (in its first ten lines) why it is longer: "Longer than 700 lines: ...".
  (e) A summary, "N passed, M failed"; the exit status is 1 on any failure.

What is read: comments (C, re2c, lemon, Python, shell, CMake, Make) and
Python docstrings in src/, include/, grammar/, cmake/, tests/ (not the data
of tests/cases and the fuzz corpus), CMakeLists.txt and the Makefile; the
whole text of docs/, doc/ and README.md. Strings in code are not read for
(a): a test's temporary file is no repository path. URLs are skipped. For
(b) the whole text of every file read is searched.
"""
import fnmatch
import io
import os
import re
import sys
import tokenize

# Files of src/ longer than this say why at their top (check (d)).
MAX_LINES = 700
# Top-level directories and files of the repository that a path may start with.
TOP_DIRS = ("src", "include", "grammar", "cmake", "tests", "docs", "doc", "examples", "completion")
# What is read, and what is data (never read).
SCAN_DIRS = ("src", "include", "grammar", "cmake", "tests", "docs", "doc")
SCAN_FILES = ("README.md", "CMakeLists.txt", "Makefile")
DATA_DIRS = ("tests/cases", "tests/fuzz/corpus", "tests/cli/data", "tests/sarif")
C_LIKE = (".c", ".h", ".re", ".y", ".in")
HASH_COMMENTS = (".sh", ".cmake", ".txt", ".bash")
WHOLE_TEXT = (".md", ".1", ".3")
# Files written by the build, not kept in the tree (cmake/Generators.cmake,
# CMakeLists.txt): named in comments as the code that includes them does.
GENERATED_FIXED = {"keywords_index.h", "diag_titles.h"}
# Files of other projects that comments name by their bare name.
EXTERNAL_FILES = {"lempar.c", "lemon.c"}

# A path: directories and a last part with an extension (or a trailing
# glob), not part of a longer path, a URL or a word.
PATH_RE = re.compile(r"(?<![\w./~$@<-])((?:[A-Za-z0-9_.+*-]+/)+[A-Za-z0-9_+*-][A-Za-z0-9_.+*\[\]-]*)")
BARE_RE = re.compile(r"(?<![\w./~$@<-])([A-Za-z0-9_+-]+\.(?:c|re|y))(?![\w/-])")
# A path in another repository, written after its name: "(libsdl-org/SDL, src/...)".
OTHER_REPO_RE = re.compile(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+,\s*$")
# A Markdown link to a file: [text](target).
LINK_RE = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://\S+")
# References to files outside the repository.
OUTSIDE_RE = re.compile(
    r"\.\./shared|/work/|shared/spec|(?<![\w/-])spec/\w+\.md"
    r"|(?<![\w/.-])(?:dxc|llvm|users|style|architecture|decisions)\.md(?![\w-])")


def rel(root, path):
    return os.path.relpath(path, root).replace(os.sep, "/")


def files_to_scan(root):
    out = []
    for d in SCAN_DIRS:
        for base, dirs, names in os.walk(os.path.join(root, d)):
            r = rel(root, base)
            dirs[:] = sorted(x for x in dirs if not x.startswith(".") and x != "__pycache__"
                             and (r + "/" + x) not in DATA_DIRS)
            for n in sorted(names):
                out.append(os.path.join(base, n))
    out += [os.path.join(root, f) for f in SCAN_FILES if os.path.exists(os.path.join(root, f))]
    return out


def all_files(root):
    """Every file of the tree (build directories and dot-directories left out)."""
    out = set()
    for base, dirs, names in os.walk(root):
        r = rel(root, base)
        dirs[:] = [x for x in dirs if not x.startswith(".") and not x.startswith("build")
                   and x != "__pycache__"]
        for n in names:
            out.add(n if r == "." else r + "/" + n)
    return out


def c_comments(text, naive):
    """(line, text) of each comment of C, re2c or lemon source. Strings and
    character constants are skipped in C; in re2c and lemon files (naive),
    whose rules quote bytes in ways C does not, only comments are looked for."""
    out = []
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append((line, text[i:j]))
            line += text.count("\n", i, j)
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append((line, text[i:j]))
            i = j
        elif c in "\"'" and not naive:
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            line += text.count("\n", i, j)
            i = j + 1
        else:
            if c == "\n":
                line += 1
            i += 1
    return out


def hash_comments(text):
    out = []
    for k, l in enumerate(text.splitlines(), 1):
        m = re.search(r"(?:^|\s)#(?!!)", l)
        if m:
            out.append((k, l[m.end():]))
    return out


def py_comments(text):
    """Comments and docstrings (triple-quoted strings) of Python source."""
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                out.append((tok.start[0], tok.string))
            elif tok.type == tokenize.STRING and re.match(r"[rRuUbBfF]*('''|\"\"\")", tok.string):
                out.append((tok.start[0], tok.string))
    except (tokenize.TokenError, SyntaxError):
        return hash_comments(text)
    return out


def comments(path, text):
    name = os.path.basename(path)
    ext = os.path.splitext(name)[1]
    if ext in WHOLE_TEXT:
        return [(k, l) for k, l in enumerate(text.splitlines(), 1)]
    if ext in C_LIKE and not name.endswith((".pc.in", ".cmake.in")):
        return c_comments(text, naive=ext in (".re", ".y"))
    if ext == ".py":
        return py_comments(text)
    if ext in HASH_COMMENTS or name in ("Makefile", "CMakeLists.txt") or name.endswith(".in"):
        return hash_comments(text)
    if ext == ".map":
        return c_comments(text, naive=True)
    return []


def split_lines(start, chunk):
    for k, l in enumerate(chunk.split("\n")):
        yield start + k, l


class Checker:
    def __init__(self, root, verbose):
        self.root = root
        self.verbose = verbose
        self.files = all_files(root)
        self.basenames = {f.rsplit("/", 1)[-1] for f in self.files}
        self.rooms = sorted({f.split("/")[1] for f in self.files
                             if f.startswith("src/") and f.count("/") >= 2})
        self.tests_dirs = sorted({f.split("/")[1] for f in self.files
                                  if f.startswith("tests/") and f.count("/") >= 2})
        self.generated = set(GENERATED_FIXED)
        for f in self.files:
            stem, ext = os.path.splitext(f.rsplit("/", 1)[-1])
            if ext == ".re":
                self.generated.add(stem + ".c")
            elif ext == ".y":
                self.generated.update((stem + ".c", stem + ".h", stem + ".out"))
        self.passed = 0
        self.failed = []

    def fail(self, where, msg):
        self.failed.append("%s: %s" % (where, msg))

    def ok(self, where, msg):
        self.passed += 1
        if self.verbose:
            print("ok   %s: %s" % (where, msg))

    def exists(self, path):
        path = path.rstrip(".")
        if any(ch in path for ch in "*?["):
            return any(fnmatch.fnmatchcase(f, path) for f in self.files)
        if path + ".in" in self.files:
            return True  # written by configure_file (include/rootsig.h)
        return path in self.files or any(f.startswith(path.rstrip("/") + "/") for f in self.files)

    def resolve(self, p):
        """None if p is not a repository path; else whether it names what exists."""
        first = p.split("/", 1)[0]
        if first in TOP_DIRS:
            return self.exists(p)
        # written from a room of src/ or a directory of tests/
        if first in self.rooms or first in self.tests_dirs:
            if p.rsplit("/", 1)[-1] in self.generated:
                return True
            return self.exists("src/" + p) or self.exists("tests/" + p)
        return None

    def check_a(self, path, text):
        name = rel(self.root, path)
        ext = os.path.splitext(path)[1]
        here = os.path.dirname(name)
        fenced = False
        for start, chunk in comments(path, text):
            for line, l in split_lines(start, chunk):
                where = "%s:%d" % (name, line)
                # Commands shown in docs name the reader's own files (`cc app.c`):
                # bare names are not checked there, paths from the top still are.
                if ext == ".md" and l.lstrip().startswith("```"):
                    fenced = not fenced
                    continue
                command = fenced or (ext in (".1", ".3") and l.startswith((".Dl", ".D1")))
                if ext == ".md":
                    for m in LINK_RE.finditer(l):
                        t = m.group(1)
                        if URL_RE.match(t) or t.startswith("mailto:"):
                            continue
                        p = os.path.normpath(os.path.join(here, t)).replace(os.sep, "/")
                        r = self.exists(p)
                        (self.ok if r else self.fail)(where, ("link to %s exists" if r else
                                                              "links to %s, which does not exist") % t)
                l = URL_RE.sub(" ", l)
                for m in PATH_RE.finditer(l):
                    if OTHER_REPO_RE.search(l[:m.start()]):
                        continue
                    p = m.group(1).rstrip(".,;:)]")
                    if "." not in p.rsplit("/", 1)[-1] and not p.endswith("/") and \
                            not any(ch in p for ch in "*?["):
                        continue  # a directory or a word pair (`and/or`), not a file
                    r = self.resolve(p)
                    if r is None:
                        continue
                    (self.ok if r else self.fail)(where, ("%s exists" if r else
                                                          "names %s, which does not exist") % p)
                for m in BARE_RE.finditer(l):
                    b = m.group(1)
                    if command or b in EXTERNAL_FILES:
                        continue
                    r = b in self.basenames or b in self.generated
                    (self.ok if r else self.fail)(where, ("%s exists" if r else
                                                          "names %s, which no file of the tree is") % b)

    def check_b(self, path, text):
        name = rel(self.root, path)
        bad = False
        for k, l in enumerate(text.splitlines(), 1):
            for m in OUTSIDE_RE.finditer(l):
                bad = True
                self.fail("%s:%d" % (name, k), "refers to %s, outside the repository" % m.group(0))
        if not bad:
            self.ok(name, "no reference outside the repository")

    def check_c(self):
        doc = os.path.join(self.root, "docs", "design.md")
        where = "docs/design.md"
        try:
            lines = open(doc, encoding="utf-8").read().splitlines()
        except OSError:
            self.fail(where, "missing")
            return
        named = {}
        in_rooms = False
        for k, l in enumerate(lines, 1):
            if l.startswith("## "):
                in_rooms = l.strip() == "## Rooms"
                continue
            if not in_rooms or not l.startswith("|") or l.startswith("|---"):
                continue
            cells = [c.strip() for c in l.strip().strip("|").split("|")]
            if len(cells) < 2 or cells[0] == "Room":
                continue
            room = re.findall(r"`([^`]+)`", cells[0])
            names = re.findall(r"`([^`]+)`", cells[1])
            base = ""
            for r in room:
                if r.endswith("/"):
                    base = "src/" + r
                else:
                    named["src/" + r] = k  # a file of its own (`api.c`)
            for n in names:
                for e in expand(n):
                    p = e if "/" in e else base + e
                    named[p] = k
        if not named:
            self.fail(where, 'no room table under "## Rooms"')
            return
        for p, k in sorted(named.items()):
            if p in self.files:
                self.ok("%s:%d" % (where, k), "room table: %s exists" % p)
            else:
                self.fail("%s:%d" % (where, k), "room table names %s, which does not exist" % p)
        for f in sorted(self.files):
            if f.startswith(("src/", "grammar/")) and f.endswith((".c", ".h", ".re", ".y")):
                if f in named:
                    continue
                self.fail(where, "room table does not name %s" % f)

    def check_d(self):
        for f in sorted(self.files):
            if not f.startswith("src/"):
                continue
            try:
                lines = open(os.path.join(self.root, f), encoding="utf-8").read().split("\n")
            except (UnicodeDecodeError, OSError):
                continue
            n = len(lines) - (lines[-1] == "")
            if n <= MAX_LINES or any("Longer than %d lines:" % MAX_LINES in l for l in lines[:10]):
                self.ok(f, "%d lines" % n)
            else:
                self.fail(f, "%d lines, over %d, and no reason at its top" % (n, MAX_LINES))

    def run(self):
        for path in files_to_scan(self.root):
            if os.path.abspath(path) == os.path.abspath(__file__):
                continue  # this file spells out what it looks for
            try:
                text = open(path, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue  # binary data
            self.check_a(path, text)
            self.check_b(path, text)
        self.check_c()
        self.check_d()
        for f in self.failed:
            print("FAIL " + f)
        print("%d passed, %d failed" % (self.passed, len(self.failed)))
        return 1 if self.failed else 0


def expand(name):
    """`ast.[ch]` -> ast.c, ast.h."""
    m = re.match(r"(.*)\[(\w+)\](.*)$", name)
    if not m:
        return [name]
    return [m.group(1) + c + m.group(3) for c in m.group(2)]


def main(argv):
    args = [a for a in argv[1:] if a != "-v"]
    if len(args) != 1 or not os.path.isdir(args[0]):
        sys.stderr.write("usage: check_paths.py ROOT [-v]\n")
        return 2
    return Checker(os.path.abspath(args[0]), "-v" in argv).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
