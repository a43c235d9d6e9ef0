#!/usr/bin/env python3
# test_stats.py: npucc --stats on the SmolVLA-like and TinyLlama-like modules
# here: counters that follow from how the modules are written (checked by
# hand), counters cross-checked against the task graph npucc writes for the
# same model, --require gates that hold and that fail, two files side by side.
"""usage: test_stats.py --npucc PATH --dir DIR   (DIR = test/stats)"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ARGS = None
FAILS = []


def check(cond, what):
    if not cond:
        FAILS.append(what)
        print("FAIL:", what)


def npucc(*args):
    p = subprocess.run([ARGS.npucc] + list(args), capture_output=True, timeout=120)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def model(name):
    return os.path.join(ARGS.dir, name)


def counters(target, name):
    rc, out, err = npucc("--stats=json", "--target=" + target, model(name))
    check(rc == 0, "%s on %s: exit %d %s" % (name, target, rc, err))
    j = json.loads(out)
    check(j["format"] == "npucc-stats" and len(j["files"]) == 1, "stats json header")
    return j["files"][0]["counters"]


def taskgraph(target, name):
    d = tempfile.mkdtemp(prefix="npucc-stats-")
    rc, _, err = npucc("--emit=graph", "--target=" + target, "-o", os.path.join(d, "g.json"), model(name))
    check(rc == 0, "task graph of %s: %s" % (name, err))
    return json.load(open(os.path.join(d, "g.json")))


def cross_check(target, name):
    """Counters against the task graph of the same compile."""
    c = counters(target, name)
    g = taskgraph(target, name)
    tasks = g["tasks"]
    check(c["tasks"] == len(tasks), "%s/%s: tasks" % (target, name))
    for dev in {t["device"] for t in tasks}:
        check(c["tasks." + dev] == sum(t["device"] == dev for t in tasks), "%s/%s: tasks.%s" % (target, name, dev))
    for kind in {t["kind"] for t in tasks}:
        check(c[kind] == sum(t["kind"] == kind for t in tasks), "%s/%s: %s count" % (target, name, kind))
    macs = sum(t["cost"]["macs"] for t in tasks)
    off = sum(t["cost"]["macs"] for t in tasks if t["device"] != "host")
    check(c["macs"] == macs and c["macs.offloaded"] == off, "%s/%s: macs" % (target, name))
    check(abs(c["offloaded_mac_fraction"] - (off / macs if macs else 1.0)) < 1e-6, "%s/%s: fraction" % (target, name))
    # contractions: the task graph's operand dtypes make the signature
    for t in tasks:
        if t["kind"] in ("matmul", "batch_matmul"):
            sig = "%s.%sx%s->%s" % ((t["kind"],) + tuple(t["operand_dtypes"][:3]))
            check(c.get(sig, 0) >= 1, "%s/%s: signature %s counted" % (target, name, sig))
    demoted = sum(1 for t in tasks if t.get("details", {}).get("demoted_to_fp8") is True)
    check(sum(v for k, v in c.items() if k.startswith("demotions.") and k.endswith("->fp8")) == demoted,
          "%s/%s: fp8 demotions = tasks with demoted_to_fp8" % (target, name))
    return c


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--dir", required=True)
    ARGS = ap.parse_args()
    smol, tiny = "smolvla_like.mlir", "tinyllama_like.mlir"
    for target in ("npu", "opu", "gemmini"):
        for name in (smol, tiny):
            c = cross_check(target, name)
            # as written: one bf16 and one f32 softmax, one decomposed attention
            # chain, 5 truncf in compute; tinyllama: three i8 projections of
            # 16x64x64 MACs each and one f32 softmax
            if name == smol:
                check(c.get("softmax.regions.named", 0) + c.get("softmax.regions.raised", 0) == 2,
                      "%s: two softmax regions" % target)
                check(c["attention.regions.chain"] == 1, "%s: one decomposed attention chain" % target)
                check(c["casts.truncf"] == 5 and c["casts.extf"] >= 4, "%s: casts" % target)
                check(c["macs"] == 24 * 64 * 128 * 2 + 24 * 128 * 64 + 2 * 24 * 24 * 32 * 2, "%s: smolvla MACs" % target)
            else:
                check(c["matmul.i8xi8->i32"] == 3 and c["matmul.i8xi8->i32.macs"] == 3 * 16 * 64 * 64,
                      "%s: three i8 projections" % target)
                check(c["softmax.f32"] == 1 and c.get("softmax.bf16", 0) == 0, "%s: one f32 softmax" % target)
                check(c["casts.truncf"] == 0, "%s: no truncf" % target)
    # npu: bf16 matmuls run as fp8; the SiLU's f32 never leaves its matmul task
    c = counters("npu", smol)
    check(c["demotions.matmul.bf16xbf16->f32->fp8"] == 3, "npu demotes the three expert matmuls")
    check(c["offloaded_mac_fraction"] == 1.0, "npu offloads every smolvla MAC")
    # opu and gemmini take only the i8 projections of tinyllama
    for target in ("opu", "gemmini"):
        c = counters(target, tiny)
        check(c["matmul.i8xi8->i32." + target] == 3, "%s: i8 projections offloaded" % target)
        check(abs(c["offloaded_mac_fraction"] - 196608 / (196608 + 16 * 16 * 64 * 2)) < 1e-9,
              "%s: fraction of the i8 MACs" % target)
    # gates: the text form, one that holds, one that fails with the violated line
    rc, out, err = npucc("--stats", "--target=opu", "--require=matmul.i8xi8->i32.opu=3",
                         "--require=offloaded_mac_fraction>=0.85", model(tiny))
    check(rc == 0 and "offloaded_mac_fraction" in out and err == "", "gates that hold: %d %s" % (rc, err))
    rc, out, err = npucc("--stats", "--target=opu", "--require=softmax.f32=0",
                         "--require=offloaded_mac_fraction>=0.99", model(tiny))
    print(out + err)
    check(rc == 1, "a failing gate exits 1")
    check("--require 'softmax.f32=0' violated: the value is 1" in err, "names the violated softmax gate")
    check("--require 'offloaded_mac_fraction>=0.99' violated: the value is 0.857143" in err,
          "names the violated fraction gate")
    # side by side
    rc, out, err = npucc("--stats", "--target=npu", model(smol), model(tiny))
    print(out)
    lines = out.splitlines()
    check(rc == 0 and smol in lines[0] and tiny in lines[0], "two files: a column each")
    row = [l for l in lines if l.startswith("softmax.f32 ")]
    check(len(row) == 1 and row[0].split()[1:] == ["1", "1"], "side by side: softmax.f32 of each")
    # usage errors
    for args, says in [(["--require=softmax.f32=0"], "--require needs --stats"),
                       (["--stats", "--require=sofmax.f32=0"], "names nothing npucc counts"),
                       (["--stats", "--require=softmax.f32"], "not KEY OP NUMBER"),
                       (["--stats=xml"], "unknown --stats"),
                       (["--stats", "-o", "x.s"], "--stats only prints")]:
        rc, _, err = npucc(*(args + [model(tiny)]))
        check(rc == 2 and says in err, "usage %s: %d %s" % (args, rc, err))
    rc, _, err = npucc("--stats", model(smol), model(tiny), model(tiny))
    check(rc == 2 and "one or two" in err, "three files refused")
    rc, _, err = npucc("--stats", os.path.join(ARGS.dir, "none.mlir"))
    check(rc == 1 and "cannot read" in err, "missing file")
    print("%d failed" % len(FAILS) if FAILS else "all passed")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
