#!/usr/bin/env python3
# views_test.py: a bitcast view feeding a host op in a RISC-V program (opu,
# gemmini) gives the host reference's bytes: the view shares its source's slot.
"""usage: views_test.py --run PATH --inputs DIR   (DIR = test/run/views)

The bits input holds the f32 bit patterns of random normal values (so no
NaN payload can differ between hosts); the program's output (qemu) must be
byte-identical to --mode=reference's. Before the RISC-V buffer table used
graph_view_root, the bitcast had its own, never written, workspace slot.
"""
import argparse
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
    ap.add_argument("--inputs", required=True)
    ap.add_argument("--targets", default="opu,gemmini")
    a = ap.parse_args()
    rnd = random.Random(11)
    d = tempfile.mkdtemp(prefix="npucc-views-")
    vals = [rnd.uniform(-3, 3) or 1.0 for _ in range(7 * 13)]
    write_npy(os.path.join(d, "bits.npy"), "<i4", (7, 13), struct.pack("<%df" % len(vals), *vals))
    write_npy(os.path.join(d, "x.npy"), "<f4", (7, 13),
              struct.pack("<%df" % len(vals), *[rnd.uniform(-2, 2) for _ in vals]))
    model = os.path.join(a.inputs, "bitcast_feeds_host_op.mlir")
    fails = 0
    for target in a.targets.split(","):
        outs = {}
        for mode in ("reference", "run"):
            od = os.path.join(d, target + "-" + mode)
            os.makedirs(od)
            p = subprocess.run([a.run, "--target=" + target, "--mode=" + mode, "--output-dir=" + od,
                                "--input", "0=" + os.path.join(d, "bits.npy"),
                                "--input", "1=" + os.path.join(d, "x.npy"), model],
                               capture_output=True, text=True)
            if p.returncode != 0:
                print("FAIL %s %s: exit %d\n%s" % (target, mode, p.returncode, p.stderr))
                fails += 1
                break
            names = sorted(os.listdir(od))
            outs[mode] = {n: open(os.path.join(od, n), "rb").read() for n in names}
        if len(outs) == 2:
            same = outs["run"] == outs["reference"] and outs["run"]
            print("%s %s: %d output(s), %s" % ("ok  " if same else "FAIL", target, len(outs["run"]),
                                              "byte-identical to the reference" if same else "differ"))
            fails += not same
    shutil.rmtree(d)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
