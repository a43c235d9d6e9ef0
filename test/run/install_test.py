#!/usr/bin/env python3
# install_test.py: the installed npucc-run works on its own: `meson install
# --destdir` into a temporary tree, moved elsewhere, then the installed npucc
# compiles a QDQ MLP for opu and gemmini and the installed npucc-run runs the
# written files under qemu, finding its runtime relative to its own binary.
"""usage: install_test.py --meson PATH --build DIR --models DIR"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

FAILS = []


def check(cond, what):
    if not cond:
        FAILS.append(what)
        print("FAIL:", what)


def sh(args, cwd=None):
    p = subprocess.run(args, capture_output=True, cwd=cwd, timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def find(root, name):
    for d, _, files in os.walk(root):
        if name in files:
            return os.path.join(d, name)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--meson", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--models", required=True)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="npucc-install-")
    try:
        stage = os.path.join(tmp, "stage")
        rc, out, err = sh([a.meson, "install", "-C", a.build, "--destdir", stage, "--no-rebuild", "--quiet"])
        check(rc == 0, "meson install --destdir: %s%s" % (out, err))
        # the tree moves: nothing may depend on where it was installed
        moved = os.path.join(tmp, "moved")
        os.rename(stage, moved)
        npucc, run = find(moved, "npucc"), find(moved, "npucc-run")
        check(npucc and run and os.path.dirname(npucc) == os.path.dirname(run), "npucc and npucc-run installed side by side")
        rts = {t: find(moved, "run_rt_%s.o" % t) for t in ("opu", "gemmini")}
        check(all(rts.values()), "runtime objects installed: %s" % rts)
        if FAILS:
            return 1
        print("installed: %s, %s" % (os.path.relpath(run, moved), ", ".join(os.path.relpath(p, moved) for p in rts.values())))
        work = os.path.join(tmp, "work")
        for target in ("opu", "gemmini"):
            d = os.path.join(work, target)
            os.makedirs(d)
            rc, _, err = sh([npucc, "--target=" + target, "-o", "prog.s", os.path.join(a.models, "opu_qdq_mlp.mlir")], cwd=d)
            check(rc == 0, "%s: installed npucc: %s" % (target, err))
            rc, out, err = sh([run, "--mode=compare", "--seed=3", "--tolerance=0", "--report=r.json", "prog.json"], cwd=d)
            print("== installed npucc-run on %s\n%s%s" % (target, out, err))
            check(rc == 0, "%s: installed npucc-run: exit %d" % (target, rc))
            if rc == 0:
                tasks = json.load(open(os.path.join(d, "r.json")))["tasks"]
                check(any(t["device"] == target for t in tasks), "%s: a task ran on %s" % (target, target))
                check(all(t["checked"] and t["max_abs"] == 0 for t in tasks), "%s: every task exact" % target)
                check(os.path.getsize(os.path.join(d, "output0.npy")) > 128, "%s: output written" % target)
        # without its installed runtime it fails and says where it looked
        os.remove(rts["gemmini"])
        rc, _, err = sh([run, "prog.json"], cwd=os.path.join(work, "gemmini"))
        check(rc == 1 and "run_rt_gemmini.o" in err and "relative to it" in err,
              "no installed runtime: refused, not taken from the build tree (%d): %s" % (rc, err))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d failed" % len(FAILS) if FAILS else "all passed")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
