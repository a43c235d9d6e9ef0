#!/usr/bin/env python3
# devices_agree.py: --list-dispatches, --emit=graph and -o put every task on
# the same device, for inputs that hit each of the npu's plan-time fallbacks.
"""Device agreement across output modes (issue 8: legal decides, once).

usage: devices_agree.py --npucc PATH --inputs DIR   (DIR = test/cli/fallbacks)

For every input in DIR and each expectation below: the device (and reason)
of every task is read from the dispatch list, from the task graph of
--emit=graph and from the task graph written beside the -o program; the three
must agree task by task, and the task named by the expectation must be where
the expectation says, for the reason it names (so the input really hits that
fallback). The flash-attention case also checks that the refused chain runs
as its parts and the other chain as one task.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# input -> [(task, device, reason substring or None)]
EXPECT = {
    "layout_conflict.mlir": [
        (0, "npu", None),
        (1, "host", "is laid out as bf16_split_halves for task 0; this task needs bf16 tiles (transposed)"),
    ],
    "vmem_matmul_k.mlir": [
        (0, "host", "K = 12000 does not fit the VMEM plan"),
        (1, "npu", None),
    ],
    "vmem_elementwise_band.mlir": [
        (0, "host", "do not fit VMEM"),
        (1, "npu", None),
    ],
    "xregs_elementwise_batches.mlir": [
        (0, "npu", None),
        (1, "npu", None),
    ],
    "vmem_softmax_row.mlir": [
        (0, "host", "does not fit VMEM twice"),
    ],
    "reshaped_view.mlir": [
        (0, "npu", None),
        (1, "host", "reads a reshaped view of a buffer another npu task writes in tiles"),
    ],
    "flash_rejected.mlir": [(i, "npu", None) for i in range(6)],
}

LINE = re.compile(r"^dispatch (\d+): .* -> (npu|host)(?:: (.*)| \(.*\))?$")


def run(args):
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("FAIL: %s exited %d\n%s" % (" ".join(args), p.returncode, p.stderr))
    return p.stdout


def from_list(text):
    out = {}
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            raise SystemExit("FAIL: unparsed dispatch line: %s" % line)
        out[int(m.group(1))] = (m.group(2), m.group(3))
    return out


def from_graph(path):
    with open(path) as f:
        g = json.load(f)
    return {t["id"]: (t["device"], t["reason"]) for t in g["tasks"]}, g


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True)
    a = ap.parse_args()
    fails = 0
    tmp = tempfile.mkdtemp(prefix="npucc-devices-")
    for name, want in sorted(EXPECT.items()):
        src = os.path.join(a.inputs, name)
        stem = os.path.join(tmp, os.path.splitext(name)[0])
        listed = from_list(run([a.npucc, "--target=npu", "--list-dispatches", src]))
        run([a.npucc, "--target=npu", "--emit=graph", "-o", stem + ".g.json", src])
        graph, _ = from_graph(stem + ".g.json")
        run([a.npucc, "--target=npu", "-o", stem + ".isa", src])
        asm_graph, g = from_graph(stem + ".json")
        if not (listed == graph == asm_graph):
            print("FAIL %s: devices differ\n  list  %s\n  graph %s\n  -o    %s" % (name, listed, graph, asm_graph))
            fails += 1
        for task, dev, why in want:
            got_dev, got_why = asm_graph.get(task, (None, None))
            if got_dev != dev or (why is not None and (got_why is None or why not in got_why)):
                print("FAIL %s task %d: %s (%s), expected %s (%s)" % (name, task, got_dev, got_why, dev, why))
                fails += 1
        if name == "flash_rejected.mlir":
            t = g["tasks"]
            parts = [x["kind"] for x in t[:3]]
            rej = t[0]["details"].get("flash_attention_rejected", "")
            if parts != ["batch_matmul", "softmax", "batch_matmul"] or "head dim above 128" not in rej:
                print("FAIL %s: the refused chain: kinds %s, flash_attention_rejected %r" % (name, parts, rej))
                fails += 1
            if t[3]["kind"] != "attention" or t[3]["details"].get("merged_tasks") != [3, 4, 5]:
                print("FAIL %s: the other chain is not one flash task: %s" % (name, t[3]["details"].get("merged_tasks")))
                fails += 1
        print("%s: %d tasks: %s" % (name, len(asm_graph), ", ".join("%d %s" % (k, v[0]) for k, v in sorted(asm_graph.items()))))
    shutil.rmtree(tmp)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
