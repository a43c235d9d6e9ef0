#!/usr/bin/env python3
# run_bad.py: compiles every hostile input in test/bad in every mode and checks
# the promise: the expected exit code and located message, no crash, no output.
"""Hostile-input suite for npucc.

usage: run_bad.py --npucc PATH [--dir test/bad] [--jobs N] [--only NAME]

Each test/bad/*.mlir starts with a header line

    // BAD: exit=1 error="message fragment" at=LINE:COL [modes=m1,m2] [warn="..."]

exit   the exit status every mode must give;
error  a fragment of the first error message (when exit=1);
at     LINE:COL that error must carry, `any` when MLIR's own parser decides the
       place, or `none` when the input has no place to point at (e.g. an empty
       file): then the line is `FILE: error: ...`;
modes  restricts the case to some modes (a target-specific limit, or an input
       that is accepted: exit=0 runs must replace the -o file); default all.

Every case runs in every mode below, in a fresh directory holding a
pre-existing output of each name npucc could write (prog.s, prog.json,
prog.dot, prog.weights.bin): after a failing run each must be byte-identical
and no other file may appear. Any signal, sanitizer or LLVM report, exit code
other than the expected one, or a timeout fails the case.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

MODES = {
    "npu": ["--target=npu", "-o", "prog.s"],
    "opu": ["--target=opu", "-o", "prog.s"],
    "gemmini": ["--target=gemmini", "-o", "prog.s"],
    "graph": ["--target=npu", "--emit=graph", "-o", "prog.json"],
    "dot": ["--target=opu", "--emit=dot", "-o", "prog.dot"],
    "list": ["--target=npu", "--list-dispatches", "-o", "prog.s"],
    "print-after": ["--target=opu", "--print-after=all", "--emit=graph", "-o", "prog.json"],
}
PRECIOUS = ["prog.s", "prog.json", "prog.dot", "prog.weights.bin"]
BAD_REPORT = re.compile(r"AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:|"
                        r"LLVM ERROR|Stack dump|Assertion .* failed|terminate called|out of memory")
HEADER = re.compile(r'^// BAD: (.*)$', re.M)
FIELD = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\S+)')


def parse_header(path):
    with open(path, "rb") as f:
        head = f.read(4096).decode("utf-8", "replace")
    m = HEADER.search(head)
    if not m:
        raise ValueError("%s: no '// BAD:' header" % path)
    spec = {}
    for k, v in FIELD.findall(m.group(1)):
        spec[k] = v[1:-1].replace('\\"', '"') if v.startswith('"') else v
    spec["exit"] = int(spec.get("exit", "1"))
    spec["modes"] = spec["modes"].split(",") if "modes" in spec else list(MODES)
    for mode in spec["modes"]:
        if mode not in MODES:
            raise ValueError("%s: unknown mode %s" % (path, mode))
    if spec["exit"] == 1 and ("error" not in spec or "at" not in spec):
        raise ValueError("%s: exit=1 needs error= and at=" % path)
    return spec


def run_case(npucc, path, spec, mode, timeout):
    problems = []
    with tempfile.TemporaryDirectory(prefix="npucc-bad-") as d:
        name = os.path.basename(path)
        shutil.copy(path, os.path.join(d, name))
        for p in PRECIOUS:
            with open(os.path.join(d, p), "wb") as f:
                f.write(b"precious " + p.encode() + b"\n")
        before = sorted(os.listdir(d))
        try:
            r = subprocess.run([npucc] + MODES[mode] + [name], cwd=d, capture_output=True,
                               timeout=timeout)
            rc, err = r.returncode, r.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            return ["timed out after %d s" % timeout]
        if rc < 0:
            problems.append("killed by signal %d" % -rc)
        elif rc != spec["exit"]:
            problems.append("exit %d, expected %d" % (rc, spec["exit"]))
        if BAD_REPORT.search(err):
            problems.append("crash report")
        if spec["exit"] == 1:
            where = {"none": "", "any": ":[0-9]+:[0-9]+"}.get(spec["at"], ":" + re.escape(spec["at"]))
            want = re.escape(name) + where + r": error: .*" + re.escape(spec["error"])
            first = next((l for l in err.splitlines() if ": error: " in l), "")
            if not re.match(want, first):
                problems.append("first error line %r does not match %s%s: error: ...%s"
                                % (first[:300], name, where, spec["error"]))
            for line in err.splitlines():
                if ": error: " in line and not re.match(re.escape(name) + r"(:[0-9]+:[0-9]+)?: error: ", line):
                    problems.append("unlocated error line %r" % line[:200])
            if sorted(os.listdir(d)) != before:
                problems.append("files changed: %s -> %s" % (before, sorted(os.listdir(d))))
            for p in PRECIOUS:
                with open(os.path.join(d, p), "rb") as f:
                    if f.read() != b"precious " + p.encode() + b"\n":
                        problems.append("pre-existing %s was overwritten" % p)
        if spec["exit"] == 0 and rc == 0:
            out = MODES[mode][MODES[mode].index("-o") + 1]
            with open(os.path.join(d, out), "rb") as f:
                if f.read() == b"precious " + out.encode() + b"\n":
                    problems.append("exit 0 but %s was not written" % out)
        if problems:
            problems.append("stderr:\n" + err[-1200:])
    return problems


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--only", help="run the cases whose file name contains this")
    a = ap.parse_args(argv)
    npucc = os.path.abspath(a.npucc)
    cases = sorted(f for f in os.listdir(a.dir) if f.endswith(".mlir"))
    if a.only:
        cases = [c for c in cases if a.only in c]
    jobs = []
    for c in cases:
        path = os.path.join(a.dir, c)
        spec = parse_header(path)
        for mode in spec["modes"]:
            jobs.append((path, spec, mode))
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(run_case, npucc, p, s, m, a.timeout): (p, m) for p, s, m in jobs}
        for fut in concurrent.futures.as_completed(futs):
            p, m = futs[fut]
            probs = fut.result()
            if probs:
                failed += 1
                print("FAIL %s [%s]: %s" % (os.path.basename(p), m, "\n  ".join(probs)))
    print("%d cases, %d runs: %d passed, %d failed" % (len(cases), len(jobs), len(jobs) - failed, failed))
    return 1 if failed or not cases else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
