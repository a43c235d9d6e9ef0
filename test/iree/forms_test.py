#!/usr/bin/env python3
"""forms_test.py: IREE's default printed (custom) form and the generic form of
the same module must give the same task graph, apart from locations, for every
target. Inputs: test/iree/NAME.pretty.mlir beside NAME.generic.mlir."""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

TARGETS = ("npu", "gemmini", "opu")
# (input, target) pairs a target refuses, with a fragment of its message.
REFUSED = {}


def strip(node):
    """The graph without what names the file: locations, input path and hash."""
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k in ("loc", "fnv1a64") or (k == "file" and isinstance(v, str)):
                continue
            out[k] = strip(v)
        return out
    if isinstance(node, list):
        return [strip(v) for v in node]
    return node


VALIDATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools",
                         "validate_taskgraph.py")


def graph(npucc, path, target, tmp):
    """The stripped task graph, which must also satisfy the schema."""
    out = os.path.join(tmp, "g.json")
    r = subprocess.run([npucc, "--target=" + target, "--emit=graph", "-o", out, path],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr
    v = subprocess.run([sys.executable, VALIDATOR, out], capture_output=True, text=True)
    if v.returncode != 0 or v.stdout.strip() or v.stderr.strip():
        return None, "schema: " + v.stdout + v.stderr
    with open(out) as f:
        return strip(json.load(f)), r.stderr


def dispatches(npucc, path, target):
    r = subprocess.run([npucc, "--target=" + target, "--list-dispatches", path],
                       capture_output=True, text=True)
    # the location "@line:col" differs between the forms
    return r.returncode, [l.split(" @")[0] + l[l.find(" -> ", l.find(" @")):]
                          for l in r.stdout.splitlines()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    pretty = sorted(glob.glob(os.path.join(a.dir, "*.pretty.mlir")))
    failed = 0
    if not pretty:
        print("no inputs")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        for p in pretty:
            gen = p.replace(".pretty.mlir", ".generic.mlir")
            name = os.path.basename(p)[:-len(".pretty.mlir")]
            for t in TARGETS:
                gp, errp = graph(a.npucc, p, t, tmp)
                gg, errg = graph(a.npucc, gen, t, tmp)
                refused = REFUSED.get((name, t))
                if refused:
                    # both forms refused alike, with the message that says why
                    ok = gp is None and gg is None and refused in errp and refused in errg
                    print("%s %s.%s (refused: %s)" % ("ok  " if ok else "FAIL", name, t, refused))
                    if not ok:
                        failed += 1
                        print("  pretty: " + (errp or "").strip()[:2000])
                        print("  generic: " + (errg or "").strip()[:2000])
                    continue
                ok = gp is not None and gg is not None and gp == gg and len(gp["tasks"]) > 0
                rp, dp = dispatches(a.npucc, p, t)
                rg, dg = dispatches(a.npucc, gen, t)
                ok = ok and rp == 0 and rg == 0 and dp == dg
                print("%s %s.%s (%d tasks)" % ("ok  " if ok else "FAIL", name, t,
                                                len(gp["tasks"]) if gp else -1))
                if not ok:
                    failed += 1
                    print("  pretty: " + (errp or "").strip()[:2000])
                    print("  generic: " + (errg or "").strip()[:2000])
                    if gp and gg:
                        for k in gp:
                            if gp[k] != gg.get(k):
                                print("  differs in %r:\n    %s\n    %s" % (
                                    k, json.dumps(gp[k])[:600], json.dumps(gg.get(k))[:600]))
    print("forms: %d pairs x %d targets, %d failed" % (len(pretty), len(TARGETS), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
