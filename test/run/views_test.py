#!/usr/bin/env python3
# views_test.py: how RISC-V programs (opu, gemmini) name their buffers and
# blobs: each model's output under qemu is the host reference's bytes.
"""usage: views_test.py --run PATH --npucc PATH --inputs DIR   (DIR = test/run/views)

bitcast_feeds_host_op: the bits input holds the f32 bit patterns of random
values (so no NaN payload can differ between hosts). Before the RISC-V buffer
table used graph_view_root, the bitcast had its own, never written, slot.

three_equal_layers: three layers run the same host op; their calls must
share one HostKernel blob (the task graph's kernel_blob), the program must
define each blob once, and the output must still be the reference's.
"""
import argparse
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile


def write_npy(path, descr, shape, payload):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d, " % d for d in shape))
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + payload)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", required=True)
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True)
    ap.add_argument("--targets", default="opu,gemmini")
    a = ap.parse_args()
    rnd = random.Random(11)
    d = tempfile.mkdtemp(prefix="npucc-views-")
    vals = [rnd.uniform(-3, 3) or 1.0 for _ in range(7 * 13)]
    write_npy(os.path.join(d, "bits.npy"), "<i4", (7, 13), struct.pack("<%df" % len(vals), *vals))
    write_npy(os.path.join(d, "x.npy"), "<f4", (7, 13),
              struct.pack("<%df" % len(vals), *[rnd.uniform(-2, 2) for _ in vals]))
    write_npy(os.path.join(d, "y.npy"), "<f4", (7, 13),
              struct.pack("<%df" % len(vals), *[rnd.uniform(-1.5, 1.5) for _ in vals]))
    fails = 0
    for target in a.targets.split(","):
        fails += run_model(a, d, target, "bitcast_feeds_host_op", ["bits.npy", "x.npy"])
        fails += run_model(a, d, target, "three_equal_layers", ["x.npy", "y.npy"])
        fails += check_shared_blobs(a, d, target)
    shutil.rmtree(d)
    return 1 if fails else 0


def check_shared_blobs(a, d, target):
    """The layers' calls name one blob; the .s defines each blob once."""
    out = os.path.join(d, "three_equal_layers." + target + ".s")
    p = subprocess.run([a.npucc, "--target=" + target, "-o", out,
                        os.path.join(a.inputs, "three_equal_layers.mlir")], capture_output=True, text=True)
    if p.returncode != 0:
        print("FAIL %s: npucc exit %d\n%s" % (target, p.returncode, p.stderr))
        return 1
    graph = json.load(open(out[:-2] + ".json"))
    blobs = [c["kernel_blob"] for t in graph["tasks"] for c in t["details"].get("calls", [])
             if "kernel_blob" in c]
    text = open(out).read()
    defined = [b for b in set(blobs) if text.count("\n%s:" % b) == 1]
    ok = len(blobs) == 4 and blobs[0] == blobs[1] == blobs[2] != blobs[3] and len(defined) == 2
    print("%s %s: host calls name blobs %s; %d defined once" % ("ok  " if ok else "FAIL", target, blobs,
                                                               len(defined)))
    return 0 if ok else 1


def run_model(a, d, target, name, inputs):
    model = os.path.join(a.inputs, name + ".mlir")
    outs = {}
    for mode in ("reference", "run"):
        od = os.path.join(d, name + "-" + target + "-" + mode)
        os.makedirs(od)
        args = ["--input=%d=%s" % (i, os.path.join(d, f)) for i, f in enumerate(inputs)]
        p = subprocess.run([a.run, "--target=" + target, "--mode=" + mode, "--output-dir=" + od]
                           + args + [model], capture_output=True, text=True)
        if p.returncode != 0:
            print("FAIL %s %s %s: exit %d\n%s" % (name, target, mode, p.returncode, p.stderr))
            return 1
        names = sorted(os.listdir(od))
        outs[mode] = {n: open(os.path.join(od, n), "rb").read() for n in names}
    same = outs["run"] == outs["reference"] and outs["run"]
    print("%s %s %s: %d output(s), %s" % ("ok  " if same else "FAIL", name, target, len(outs["run"]),
                                         "byte-identical to the reference" if same else "differ"))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
