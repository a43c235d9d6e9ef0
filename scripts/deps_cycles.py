#!/usr/bin/env python3
"""deps_cycles.py: fails when the files of one folder form an include cycle
or a call cycle; prints both graphs. The call graph comes from the object
files (nm: who defines a symbol, who uses it), the include graph from the
#include lines of the sources.

usage: deps_cycles.py --src DIR --archive LIB.a --member-prefix PREFIX
  DIR     the folder whose .c/.h files are checked (e.g. targets/npu)
  LIB.a   the static library holding their objects
  PREFIX  the archive member prefix of those objects (e.g. targets_npu_)
"""
import argparse
import os
import re
import subprocess
import sys


def sccs(nodes, edges):
    """Tarjan's strongly connected components; returns the ones with a cycle."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def include_graph(src):
    files = sorted(f for f in os.listdir(src) if f.endswith((".c", ".h")))
    edges = {}
    base = os.path.basename(os.path.normpath(src))
    for f in files:
        with open(os.path.join(src, f), encoding="utf-8") as fh:
            for line in fh:
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if not m:
                    continue
                inc = m.group(1)
                name = inc.split("/")[-1]
                if (inc.startswith(base + "/") or "/" not in inc) and name in files and name != f:
                    edges.setdefault(f, set()).add(name)
    return files, edges


def call_graph(archive, prefix):
    out = subprocess.run(["nm", "-A", archive], capture_output=True, text=True, check=True).stdout
    defs, uses = {}, {}
    for line in out.splitlines():
        # "lib.a:member.o: 0000 T sym" or "lib.a:member.o:          U sym"
        m = re.match(r"(?:.*?\.a:)?(.+?\.o):\s*(?:[0-9a-fA-F]+\s+)?([A-Za-z])\s+(\S+)$", line)
        if not m:
            continue
        member, kind, sym = m.groups()
        member = os.path.basename(member)  # thin archives name the object's path
        if not member.startswith(prefix):
            continue
        f = member[len(prefix):].replace(".c.o", ".c")
        if kind == "U":
            uses.setdefault(f, set()).add(sym)
        elif kind.isupper():
            defs[sym] = f
    edges = {}
    for f, syms in uses.items():
        for s in syms:
            g = defs.get(s)
            if g and g != f:
                edges.setdefault(f, set()).add(g)
    return sorted(set(defs.values()) | set(uses)), edges


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--archive", required=True)
    ap.add_argument("--member-prefix", required=True)
    a = ap.parse_args()
    bad = False
    for what, (nodes, edges) in (("include", include_graph(a.src)),
                                 ("call", call_graph(a.archive, a.member_prefix))):
        print("%s graph of %s:" % (what, a.src))
        for v in nodes:
            print("  %s -> %s" % (v, ", ".join(sorted(edges.get(v, ()))) or "-"))
        for comp in sccs(nodes, edges):
            print("CYCLE (%s): %s" % (what, " <-> ".join(comp)))
            bad = True
    if not nodes:
        print("no objects with prefix %s in %s" % (a.member_prefix, a.archive))
        bad = True
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
