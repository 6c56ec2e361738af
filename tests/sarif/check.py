#!/usr/bin/env python3
"""Validates a SARIF log (stdin) against the vendored SARIF 2.1.0 schema and checks what rootsig
promises about it: rule ids are documented diagnostic IDs with their docs/diagnostics.md title and
anchor, every result's ruleIndex names its rule, and the result counts given on the command line.

    check.py LOG:RESULTS[,RELATED...]...     (RELATED: relatedLocations per result, in order)
Exit 0 valid, 1 not, 77 python3-jsonschema missing.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema not installed")
    sys.exit(77)
with open(os.path.join(HERE, "sarif-2.1.0-rtm.5.json")) as f:
    schema = json.load(f)
with open(os.path.join(HERE, "..", "..", "docs", "diagnostics.md"), encoding="utf-8") as f:
    titles = {m.group(1): (m.group(2), m.group(0)[3:])
              for m in re.finditer(r"^## (RS\d+) — (.*) \((?:error|warning|note)\)$", f.read(), re.M)}
errors = []
validator = jsonschema.Draft4Validator(schema)
for arg in sys.argv[1:]:
    path, _, counts = arg.rpartition(":")
    want = [int(x) for x in counts.split(",")]
    with open(path) as f:
        log = json.load(f)
    errors += ["%s: %s" % (path, e.message) for e in validator.iter_errors(log)]
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    for r in rules:
        t = titles.get(r["id"])
        if t is None:
            errors.append("rule %s is not in docs/diagnostics.md" % r["id"])
            continue
        anchor = re.sub(r"[^a-z0-9 _-]", "", t[1].lower()).replace(" ", "-")
        if r["shortDescription"]["text"] != t[0] or r["helpUri"] != "docs/diagnostics.md#" + anchor:
            errors.append("rule %s: %r %r" % (r["id"], r["shortDescription"]["text"], r["helpUri"]))
    results = run["results"]
    for res in results:
        if rules[res["ruleIndex"]]["id"] != res["ruleId"]:
            errors.append("ruleIndex of %s" % res["ruleId"])
    if want and len(results) != want[0]:
        errors.append("%d results, want %d" % (len(results), want[0]))
    for res, n in zip(results, want[1:]):
        if len(res.get("relatedLocations", [])) != n:
            errors.append("%s: %d related locations, want %d" % (res["ruleId"], len(res.get("relatedLocations", [])), n))
for e in errors[:10]:
    print("FAIL: " + e)
sys.exit(1 if errors else 0)
