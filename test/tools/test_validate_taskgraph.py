#!/usr/bin/env python3
# test_validate_taskgraph.py: the validator must reject what the contract
# forbids, so each mutation of a real npucc graph below has to fail it.
"""Self-test of validate_taskgraph.py.

usage: test_validate_taskgraph.py --npucc PATH --inputs DIR

Compiles a few golden inputs with --emit=graph, checks that the graphs
validate (and that target-defined `details`/`params` may grow), then applies
one mutation at a time and requires the validator to report it, both through
the Python API and through the script's exit status.
"""
import argparse
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, HERE)
import validate_taskgraph as vt  # noqa: E402

SOURCES = [  # (input, target): graphs with weights, deps, views, host and offloaded tasks
    ("int8_qdq_chain_90x150x72.mlir", "gemmini"),
    ("attention_decomposed_chains.mlir", "npu"),
    ("matmul_func_literals.mlir", "opu"),
]


def first(g, pred, what):
    for x in g:
        if pred(x):
            return x
    raise SystemExit("fixture has no %s" % what)


def task(g, pred, what="task"):
    return first(g["tasks"], pred, what)


def buf(g, pred, what="buffer"):
    return first(g["buffers"], pred, what)


def drop(d, key):
    del d[key]


def weights_past_end(g, cwd):
    b = buf(g, lambda b: "weights_offset" in b.get("constant", {}), "weights buffer")
    b["constant"]["weights_offset"] = os.path.getsize(os.path.join(cwd, g["files"]["weights"]))


def later_producer(g):
    # the first task that depends on another now claims to run before it
    t = task(g, lambda t: t["deps"], "task with deps")
    t["deps"] = [d for d in t["deps"]] + [len(g["tasks"]) - 1 if t["id"] != len(g["tasks"]) - 1 else 0]
    if t["deps"][-1] <= t["id"]:
        raise SystemExit("fixture: last task has deps; pick another graph")


def forget_dep(g):
    t = task(g, lambda t: t["deps"], "task with deps")
    t["deps"] = t["deps"][1:]


def foreign_device(g):
    t = task(g, lambda t: t["device"] != "host", "offloaded task")
    t["device"] = "npu" if g["target"]["name"] != "npu" else "gemmini"


# name -> (mutation(graph, cwd), needs the files check)
MUTATIONS = {
    "no summary": (lambda g, c: drop(g, "summary"), False),
    "unknown top-level field": (lambda g, c: g.__setitem__("memory_plan", {}), False),
    "format renamed": (lambda g, c: g.__setitem__("format", "npucc-graph"), False),
    "version 2": (lambda g, c: g.__setitem__("version", 2), False),
    "hash not hex": (lambda g, c: g["input"].__setitem__("fnv1a64", "xyz"), False),
    "unknown target": (lambda g, c: g["target"].__setitem__("name", "tpu"), False),
    "npu params without tile": (lambda g, c: (g["target"].__setitem__("name", "npu"),
                                              g["target"].__setitem__("params", {})), False),
    "device tpu": (lambda g, c: task(g, lambda t: True).__setitem__("device", "tpu"), False),
    "kind conv": (lambda g, c: task(g, lambda t: True).__setitem__("kind", "conv"), False),
    "host task without reason": (lambda g, c: task(g, lambda t: t["device"] == "host")
                                 .__setitem__("reason", None), False),
    "host task with empty reason": (lambda g, c: task(g, lambda t: t["device"] == "host")
                                    .__setitem__("reason", ""), False),
    "offloaded task with a reason": (lambda g, c: task(g, lambda t: t["device"] != "host")
                                     .__setitem__("reason", "because"), False),
    "offloaded task without kernel": (lambda g, c: task(g, lambda t: t["device"] != "host"
                                                        and "attention_chain" not in t)
                                      .__setitem__("kernel", None), False),
    "offloaded attention chain without kernel": (lambda g, c: [
        t.__setitem__("kernel", None) for t in g["tasks"]
        if "attention_chain" in t and t["device"] != "host"] or task(g, lambda t: False), False),
    "matmul without contraction": (lambda g, c: drop(task(g, lambda t: t["kind"] in ("matmul", "batch_matmul")),
                                                      "contraction"), False),
    "softmax without dim": (lambda g, c: drop(task(g, lambda t: t["kind"] == "softmax"), "softmax_dim"),
                            False),
    "contraction with M=-2": (lambda g, c: task(g, lambda t: "contraction" in t)["contraction"]
                              .__setitem__("M", -2), False),
    "two roots": (lambda g, c: task(g, lambda t: True)["ops"].append(
        {"op": "linalg.generic", "loc": None, "role": "root"}), False),
    "negative macs": (lambda g, c: task(g, lambda t: True)["cost"].__setitem__("macs", -1), False),
    "dtype f64": (lambda g, c: buf(g, lambda b: True).__setitem__("dtype", "f64"), False),
    "negative dim": (lambda g, c: buf(g, lambda b: b["shape"]).__setitem__("shape", [-4]), False),
    "dynamic dim with bytes": (lambda g, c: buf(g, lambda b: b["shape"] and b["bytes"]).__setitem__(
        "shape", [None] + buf(g, lambda b: b["shape"] and b["bytes"])["shape"][1:]), False),
    "weight without constant": (lambda g, c: drop(buf(g, lambda b: b["role"] == "weight"), "constant"),
                                False),
    "constant on an input": (lambda g, c: buf(g, lambda b: b["role"] == "input").__setitem__(
        "constant", {"kind": "unknown", "contents_known": False}), False),
    "splat without value": (lambda g, c: buf(g, lambda b: b.get("constant", {}).get("kind") == "splat",
                                             "splat")["constant"].pop("splat_value"), False),
    "unknown constant with offset": (lambda g, c: buf(g, lambda b: "weights_offset" in b.get("constant", {}))
                                     ["constant"].update(kind="unknown", contents_known=False), False),
    "weights_offset without bytes": (lambda g, c: buf(g, lambda b: "weights_offset" in b.get("constant", {}))
                                     ["constant"].pop("weights_bytes"), False),
    "role scratchpad": (lambda g, c: buf(g, lambda b: True).__setitem__("role", "scratchpad"), False),
    "duplicate buffer id": (lambda g, c: g["buffers"].append(copy.deepcopy(g["buffers"][0])), False),
    "task input not a buffer": (lambda g, c: task(g, lambda t: True)["inputs"].append(999999), False),
    "task id out of order": (lambda g, c: task(g, lambda t: True).__setitem__("id", 7777), False),
    "dep on a later task": (lambda g, c: later_producer(g), False),
    "missing dep": (lambda g, c: forget_dep(g), False),
    "device of another target": (lambda g, c: foreign_device(g), False),
    "entry dtype differs": (lambda g, c: g["entries"][0]["inputs"][0].__setitem__("dtype", "i64"), False),
    "entry buffer unknown": (lambda g, c: g["entries"][0]["outputs"][0].__setitem__("buffer", 999999),
                             False),
    "task of no entry": (lambda g, c: task(g, lambda t: True).__setitem__("entry", "nope"), False),
    "summary count": (lambda g, c: g["summary"].__setitem__("tasks", g["summary"]["tasks"] + 1), False),
    "summary by device": (lambda g, c: g["summary"]["tasks_by_device"].__setitem__(
        "host", g["summary"]["tasks_by_device"].get("host", 0) + 1), False),
    "summary fraction": (lambda g, c: g["summary"].__setitem__(
        "offloaded_mac_fraction", 0.5 if g["summary"]["offloaded_mac_fraction"] != 0.5 else 0.25), False),
    "fraction above one": (lambda g, c: g["summary"].__setitem__("offloaded_mac_fraction", 1.5), False),
    "code lines reversed": (lambda g, c: (g["files"].__setitem__("assembly", "p.s"),
                                          task(g, lambda t: True).__setitem__(
                                              "code", {"label": "L", "first_line": 9, "last_line": 3})),
                            False),
    "code past the end of the assembly": (lambda g, c: (
        open(os.path.join(c, "p.s"), "w").write("a\nb\n"), g["files"].__setitem__("assembly", "p.s"),
        task(g, lambda t: True).__setitem__("code", {"label": "L", "first_line": 1, "last_line": 3})), True),
    "weights past the end of the file": (weights_past_end, True),
    "weights file missing": (lambda g, c: g["files"].__setitem__("weights", "nowhere.bin"), True),
    "assembly file missing": (lambda g, c: g["files"].__setitem__("assembly", "nowhere.s"), True),
}

# Target-defined objects stay open: these must still validate.
ALLOWED = {
    "new task detail": lambda g: task(g, lambda t: True)["details"].__setitem__("new_key", [1, 2]),
    "nested task detail": lambda g: task(g, lambda t: True)["details"].__setitem__("tiles", [{"m": 1}]),
    "new target param": lambda g: g["target"]["params"].__setitem__("frequency_mhz", 500),
}


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True)
    a = ap.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="npucc-vt-")
    failures = []
    checked = 0
    try:
        os.symlink(os.path.abspath(a.inputs), os.path.join(tmp, "in"))
        graphs = []
        for src, target in SOURCES:
            out = "%s.%s.json" % (src[:-5], target)
            p = subprocess.run([os.path.abspath(a.npucc), "--target=" + target, "--emit=graph", "-o", out,
                                "in/" + src], cwd=tmp, capture_output=True, timeout=60)
            if p.returncode != 0:
                raise SystemExit("npucc failed on %s: %s" % (src, p.stderr.decode()))
            with open(os.path.join(tmp, out), encoding="utf-8") as f:
                g = json.load(f)
            errs = vt.validate_graph(g, cwd=tmp)
            if errs:
                failures.append("%s: npucc's own graph does not validate: %s" % (out, errs[:3]))
            graphs.append((out, g))
        for name, fn in ALLOWED.items():
            for out, g in graphs:
                g2 = copy.deepcopy(g)
                fn(g2)
                errs = vt.validate_graph(g2, cwd=tmp)
                checked += 1
                if errs:
                    failures.append("%s on %s: rejected, but details/params are open: %s" % (name, out, errs[:2]))
        for name, (fn, files) in MUTATIONS.items():
            hit = False
            for out, g in graphs:
                g2 = copy.deepcopy(g)
                try:
                    fn(g2, tmp)
                except SystemExit:
                    continue  # this graph has nothing to mutate that way
                hit = True
                checked += 1
                errs = vt.validate_graph(g2, cwd=tmp if files else None)
                if not errs:
                    failures.append("%s on %s: accepted" % (name, out))
                    continue
                # the script's exit status says the same (a sample: each run
                # pays for a Python start and a schema load)
                if checked % 8 and not files:
                    continue
                path = os.path.join(tmp, "mutant.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(g2, f)
                cmd = [sys.executable, os.path.join(HERE, "validate_taskgraph.py")]
                cmd += ["--cwd", tmp] if files else []
                p = subprocess.run(cmd + [path], capture_output=True, timeout=60)
                if p.returncode != 1 or b"mutant.json: " not in p.stdout:
                    failures.append("%s on %s: script exit %d, output %r" % (name, out, p.returncode,
                                                                             p.stdout[:200]))
            if not hit:
                failures.append("%s: no fixture graph could be mutated that way" % name)
        valid = [os.path.join(tmp, out) for out, _ in graphs]
        p = subprocess.run([sys.executable, os.path.join(HERE, "validate_taskgraph.py"), "--cwd", tmp] + valid,
                           capture_output=True, timeout=60)
        if p.returncode != 0 or p.stdout:
            failures.append("script rejects npucc's graphs: %r" % p.stdout[:300])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for f in failures:
        print("FAIL " + f)
    print("validate-taskgraph: %d mutations and extensions checked, %d failed" % (checked, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
