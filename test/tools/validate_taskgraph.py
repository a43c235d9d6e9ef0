#!/usr/bin/env python3
# validate_taskgraph.py: checks npucc task graphs against docs/taskgraph.schema.json
# plus the cross-references a schema cannot express (ids, deps order, summary sums).
"""Validate npucc task-graph JSON files.

usage: validate_taskgraph.py [--schema FILE] [--cwd DIR] GRAPH.json...

Every file is checked against the JSON Schema (draft 2020-12) and then for
consistency: buffer ids unique and every referenced id defined, task ids equal
to their position, deps naming earlier tasks only (tasks are in execution
order), entry records agreeing with their buffers, offloaded tasks running on
the graph's own target, and the summary equal to the sums over the tasks.
With --cwd DIR the files the graph names (assembly, weights) are resolved
from DIR, the directory npucc ran in, and checked to exist and to hold every
weights range and code line the graph points at.

Exit status: 0 all valid, 1 some file invalid, 2 usage or environment error.
Other tests import this module and call validate_file() / validate_graph().
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.normpath(os.path.join(HERE, "..", "..", "docs", "taskgraph.schema.json"))

_validator_cache = {}


def load_validator(schema_path=DEFAULT_SCHEMA):
    """A Draft 2020-12 validator for the schema file (cached per path)."""
    if schema_path in _validator_cache:
        return _validator_cache[schema_path]
    try:
        import jsonschema
    except ImportError:
        sys.stderr.write("validate_taskgraph: python3-jsonschema is not installed "
                         "(scripts/install-deps.sh installs it)\n")
        sys.exit(2)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.Draft202012Validator
    cls.check_schema(schema)
    v = cls(schema)
    _validator_cache[schema_path] = v
    return v


def _path(err):
    return "/".join(str(p) for p in err.absolute_path) or "(root)"


def schema_errors(graph, schema_path=DEFAULT_SCHEMA):
    """Schema violations as 'path: message' strings."""
    v = load_validator(schema_path)
    errs = sorted(v.iter_errors(graph), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    return ["%s: %s" % (_path(e), e.message) for e in errs]


def consistency_errors(g, cwd=None):
    """Cross-reference checks; assumes the graph already passed the schema."""
    errs = []
    bufs = {}
    for b in g["buffers"]:
        if b["id"] in bufs:
            errs.append("buffers: id %d appears twice" % b["id"])
        bufs[b["id"]] = b
    for b in g["buffers"]:
        if "view_of" in b and b["view_of"] not in bufs:
            errs.append("buffers/%d: view_of %d is not a buffer" % (b["id"], b["view_of"]))
        # placement.size may be below `bytes`: the device may store the
        # tensor in a narrower type (an f32 result kept as bf16 on the NPU).
        pl = b.get("placement")
        if pl and "first_task" in pl and "last_task" in pl and pl["first_task"] > pl["last_task"]:
            errs.append("buffers/%d: lifetime ends before it starts" % b["id"])

    entry_names = set()
    for e in g["entries"]:
        if e["name"] in entry_names:
            errs.append("entries: %s appears twice" % e["name"])
        entry_names.add(e["name"])
        for side in ("inputs", "outputs"):
            for i, io in enumerate(e[side]):
                b = bufs.get(io["buffer"])
                where = "entries/%s/%s/%d" % (e["name"], side, i)
                if b is None:
                    errs.append("%s: buffer %d is not in buffers" % (where, io["buffer"]))
                    continue
                for key in ("shape", "dtype", "name"):
                    if io[key] != b[key]:
                        errs.append("%s: %s %r differs from buffer %d's %r"
                                    % (where, key, io[key], b["id"], b[key]))
                want = "input" if side == "inputs" else "output"
                # A function may return one of its arguments, a constant or state unchanged.
                if b["role"] != want and b["role"] not in ("input", "weight", "state"):
                    errs.append("%s: buffer %d has role %s" % (where, b["id"], b["role"]))

        for i, st in enumerate(e.get("state_stores", [])):
            where = "entries/%s/state_stores/%d" % (e["name"], i)
            dst, src = bufs.get(st["state"]), bufs.get(st["value"])
            if dst is None or src is None:
                errs.append("%s: buffer %d or %d is not in buffers" % (where, st["state"], st["value"]))
            elif dst["role"] != "state" or dst["shape"] != src["shape"] or dst["dtype"] != src["dtype"]:
                errs.append("%s: buffer %d (%s) cannot take buffer %d" % (where, dst["id"], dst["role"], src["id"]))
            elif {"entry": e["name"], "value": src["id"]} not in dst["state"]["written_at_end_of"]:
                errs.append("%s: buffer %d does not list this store" % (where, dst["id"]))

    target = g["target"]["name"]
    tasks = g["tasks"]
    for i, t in enumerate(tasks):
        where = "tasks/%d" % i
        if t["id"] != i:
            errs.append("%s: id %d is not its position (tasks are in execution order)" % (where, t["id"]))
        if t["entry"] not in entry_names:
            errs.append("%s: entry %r is not an entry" % (where, t["entry"]))
        if t["device"] not in ("host", target):
            errs.append("%s: device %s in a %s graph" % (where, t["device"], target))
        for key in ("inputs", "outputs"):
            for x in t[key]:
                if x not in bufs:
                    errs.append("%s: %s names buffer %d, which is not in buffers" % (where, key, x))
        for d in t["deps"]:
            if d >= t["id"]:
                errs.append("%s: depends on task %d, which does not run before it" % (where, d))
        c = t["code"]
        if c and "first_line" in c and c["first_line"] > c["last_line"]:
            errs.append("%s: code first_line %d > last_line %d" % (where, c["first_line"], c["last_line"]))

    # A decomposed attention may run as one kernel named by one of its tasks;
    # the others then carry no kernel of their own.
    chains = {}
    for t in tasks:
        if t["device"] != "host" and "attention_chain" in t:
            chains.setdefault(t["attention_chain"]["id"], []).append(t)
    for cid, members in sorted(chains.items()):
        if not any(m["kernel"] for m in members):
            errs.append("attention chain %d: offloaded, but none of its tasks names a kernel" % cid)

    errs += _dataflow_errors(g, bufs)

    s = g["summary"]
    by_kind, by_dev = {}, {}
    for t in tasks:
        by_kind[t["kind"]] = by_kind.get(t["kind"], 0) + 1
        by_dev[t["device"]] = by_dev.get(t["device"], 0) + 1
    total = sum(t["cost"]["macs"] for t in tasks)
    off = sum(t["cost"]["macs"] for t in tasks if t["device"] != "host")
    want = {
        "tasks": len(tasks),
        "tasks_by_kind": by_kind,
        "tasks_by_device": by_dev,
        "total_macs": total,
        "offloaded_macs": off,
        "bytes_moved": sum(t["cost"]["bytes"] for t in tasks),
        "estimated_cycles": sum(t["cost"]["cycles"] for t in tasks),
    }
    for key, val in want.items():
        if s[key] != val:
            errs.append("summary/%s: %r, but the tasks add up to %r" % (key, s[key], val))
    frac = off / total if total else 0.0
    if abs(s["offloaded_mac_fraction"] - frac) > 1e-6:
        errs.append("summary/offloaded_mac_fraction: %r, but offloaded/total = %r"
                    % (s["offloaded_mac_fraction"], frac))

    if cwd is not None:
        errs += _file_errors(g, cwd)
    return errs


def _dataflow_errors(g, bufs):
    """A loader runs tasks in order: everything a task reads must exist by then
    (an entry input, a constant, or an output of a task it depends on, possibly
    seen through a view), and every entry output must be produced."""
    errs = []
    producer = {}
    for t in g["tasks"]:
        for x in t["outputs"]:
            if x in producer:
                errs.append("tasks/%d: writes buffer %d, already written by task %d"
                            % (t["id"], x, producer[x]))
            producer[x] = t["id"]

    def source(x):
        seen = set()
        while x in bufs and "view_of" in bufs[x] and x not in producer and x not in seen:
            seen.add(x)
            x = bufs[x]["view_of"]
        return x

    def available(x):
        b = bufs.get(x)
        return b is not None and b["role"] in ("input", "weight", "state")

    for t in g["tasks"]:
        for x in t["inputs"]:
            s = source(x)
            if s in producer:
                p = producer[s]
                if p >= t["id"]:
                    errs.append("tasks/%d: reads buffer %d before task %d writes it" % (t["id"], x, p))
                elif p not in t["deps"]:
                    errs.append("tasks/%d: reads buffer %d written by task %d but does not depend on it"
                                % (t["id"], x, p))
            elif not available(s):
                errs.append("tasks/%d: reads buffer %d, which no task writes and is not an input "
                            "or constant" % (t["id"], x))
    for e in g["entries"]:
        for io in e["outputs"]:
            s = source(io["buffer"])
            if s not in producer and not available(s):
                errs.append("entries/%s: output %d is not written by any task"
                            % (e["name"], io["buffer"]))
    return errs


def _file_errors(g, cwd):
    errs = []
    wpath = g["files"]["weights"]
    ranges = [(b["id"], b["constant"]["weights_offset"], b["constant"]["weights_bytes"])
              for b in g["buffers"] if "weights_offset" in b.get("constant", {})]
    if ranges and wpath is None:
        errs.append("files/weights: null, but buffers %s point into a weights file"
                    % [r[0] for r in ranges])
    if wpath is not None:
        full = os.path.join(cwd, wpath)
        if not os.path.isfile(full):
            errs.append("files/weights: %s does not exist" % wpath)
        else:
            size = os.path.getsize(full)
            for bid, off, n in ranges:
                if off + n > size:
                    errs.append("buffers/%d: weights [%d, %d) past the end of %s (%d bytes)"
                                % (bid, off, off + n, wpath, size))
    apath = g["files"]["assembly"]
    if apath is not None and apath != "-":
        full = os.path.join(cwd, apath)
        if not os.path.isfile(full):
            errs.append("files/assembly: %s does not exist" % apath)
        else:
            with open(full, "rb") as f:
                nlines = f.read().count(b"\n")
            for t in g["tasks"]:
                c = t["code"]
                if c and c.get("last_line", 0) > nlines:
                    errs.append("tasks/%d: code last_line %d past the end of %s (%d lines)"
                                % (t["id"], c["last_line"], apath, nlines))
    return errs


def validate_graph(graph, schema_path=DEFAULT_SCHEMA, cwd=None):
    """All problems with a parsed graph, as strings; empty when valid."""
    errs = schema_errors(graph, schema_path)
    if errs:
        return errs
    return consistency_errors(graph, cwd)


def validate_file(path, schema_path=DEFAULT_SCHEMA, cwd=None):
    try:
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
    except (OSError, ValueError) as e:
        return ["cannot read JSON: %s" % e]
    return validate_graph(graph, schema_path, cwd)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--schema", default=DEFAULT_SCHEMA)
    ap.add_argument("--cwd", help="directory npucc ran in, to check the files the graph names")
    ap.add_argument("graphs", nargs="+")
    a = ap.parse_args(argv)
    bad = 0
    for p in a.graphs:
        errs = validate_file(p, a.schema, a.cwd)
        for e in errs:
            print("%s: %s" % (p, e))
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
