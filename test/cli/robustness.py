#!/usr/bin/env python3
# robustness.py: feeds npucc truncated and mutated copies of every golden input;
# it must never crash, hang or half-write: exit 0 with a valid graph, or exit 1
# with a located diagnostic and no output file.
"""Robustness test for npucc.

usage: robustness.py --npucc PATH --inputs DIR [--jobs N] [--keep DIR]

For each input (test/golden/inputs and inputs/errors) the test builds, from a
seed derived from the file name (so every run sees the same bytes):
  - truncations at evenly spaced byte offsets, plus offsets inside the
    dialect_resources section and just after a `dense_resource<` when present;
  - random mutations: one dimension size renamed in every tensor type (to 1, 3
    or 65537, so the file still parses), a byte replaced, a range deleted, a
    line duplicated, two lines swapped, a number replaced by 0, -1, 2^31 or
    2^62; the renamed sizes also include 0, 2^31, 2^40 and 2^62 (empty
    tensors, and element or MAC counts that overflow int64).
Each mutant is compiled once, for one of the three targets in turn, with
--emit=graph. Accepted outcomes:
  exit 0: stderr holds diagnostics only, the graph exists and passes
          test/tools/validate_taskgraph.py;
  exit 1: stderr has a `FILE:LINE:COL: error:` (or `FILE: error:`) line and no
          output file exists.
Anything else (a signal, another exit status, a sanitizer report, a timeout)
fails the test; --keep DIR saves the failing mutants there. Mutants of an
input listed in test/golden/known_issues.txt may fail graph validation (that
input's graph is known not to validate); everything else still applies.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import validate_taskgraph  # noqa: E402

TARGETS = ("npu", "gemmini", "opu")
SANITIZER = re.compile(r"AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:|"
                       r"LLVM ERROR|Stack dump|Assertion .* failed")
# Values a number token becomes, and a dimension renamed consistently in every
# tensor type becomes (so the file still parses and the back end sees the odd
# size). The edge sizes check that empty tensors go to the host and that sizes
# whose byte, element or MAC counts overflow get a located error, not UB.
EDGE = [b"0", b"2147483648", b"1099511627776", b"4611686018427387904"]
EXTREME = [b"0", b"-1", b"2147483648", EDGE[-1]]
DIMS = [b"1", b"3", b"65537"] + EDGE


def truncations(data, n):
    offs = {len(data) * i // n for i in range(n)}
    res = data.find(b"{-#")
    if res >= 0:
        offs |= {res + 2, res + (len(data) - res) // 2, len(data) - 5}
    dr = data.find(b"dense_resource<")
    if dr >= 0:
        offs.add(dr + len(b"dense_resource<") + 3)
    return [("truncate@%d" % o, data[:o]) for o in sorted(offs)]


def mutations(data, rng, n):
    out = []
    lines = data.split(b"\n")
    kinds = ["dim", "byte", "delete", "dupline", "swaplines", "number"]
    for i in range(n):
        kind = kinds[i % len(kinds)]
        if kind == "dim":
            types = list(re.finditer(rb"tensor<([0-9?x]+)x[a-zA-Z]", data))
            sizes = sorted({d for m in types for d in m.group(1).split(b"x") if d not in (b"?", b"1")})
            if not sizes:
                continue
            old, new = rng.choice(sizes), rng.choice(DIMS)

            def rename(m):
                dims = [new if d == old else d for d in m.group(1).split(b"x")]
                return b"tensor<" + b"x".join(dims) + m.group(0)[len(m.group(1)) + 7:]
            out.append(("dim:%s->%s" % (old.decode(), new.decode()),
                        re.sub(rb"tensor<([0-9?x]+)x[a-zA-Z]", rename, data)))
        elif kind == "byte":
            o = rng.randrange(len(data))
            c = rng.choice(b"()<>{}[],:=%#@\"x0123456789?-. \nabcfi")
            out.append(("byte@%d=%r" % (o, chr(c)), data[:o] + bytes([c]) + data[o + 1:]))
        elif kind == "delete":
            o = rng.randrange(len(data))
            k = rng.randint(1, 40)
            out.append(("delete@%d+%d" % (o, k), data[:o] + data[o + k:]))
        elif kind == "dupline":
            j = rng.randrange(len(lines))
            out.append(("dupline%d" % (j + 1), b"\n".join(lines[:j + 1] + lines[j:])))
        elif kind == "swaplines":
            a, b = sorted(rng.sample(range(len(lines)), 2)) if len(lines) > 1 else (0, 0)
            l2 = list(lines)
            l2[a], l2[b] = l2[b], l2[a]
            out.append(("swaplines%d,%d" % (a + 1, b + 1), b"\n".join(l2)))
        else:
            nums = [m for m in re.finditer(rb"(?<![A-Za-z0-9_%#.])[0-9]+(?![0-9.])", data)]
            if not nums:
                continue
            m = rng.choice(nums)
            v = rng.choice(EXTREME)
            out.append(("number@%d:%s->%s" % (m.start(), m.group().decode(), v.decode()),
                        data[:m.start()] + v + data[m.end():]))
    return out


def known_issue_inputs(path):
    stems = set()
    for line in open(path, encoding="utf-8") if os.path.exists(path) else []:
        line = line.split("#", 1)[0].strip()
        if line:
            stems.add(line.split()[0])
    return stems


def mutants(path, n_trunc, n_mut):
    with open(path, "rb") as f:
        data = f.read()
    rng = random.Random(zlib.crc32(os.path.basename(path).encode()))
    return truncations(data, n_trunc) + mutations(data, rng, n_mut)


class Runner:
    def __init__(self, a):
        self.npucc = os.path.abspath(a.npucc)
        self.known = known_issue_inputs(os.path.join(a.inputs, "..", "known_issues.txt"))
        self.tmp = tempfile.mkdtemp(prefix="npucc-robust-")
        self.keep = a.keep

    def run_one(self, job):
        idx, origin, desc, data, target = job
        d = os.path.join(self.tmp, "m%04d" % idx)
        os.makedirs(os.path.join(d, "out"))
        name = "m%04d.mlir" % idx
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)
        problems, known = [], False
        try:
            p = subprocess.run([self.npucc, "--target=" + target, "--emit=graph", "-o", "out/g.json",
                                name], cwd=d, capture_output=True, timeout=60)
            rc, err = p.returncode, p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            rc, err = None, ""
            problems.append("timed out after 60 s")
        written = sorted(os.listdir(os.path.join(d, "out")))
        stray = sorted(set(os.listdir(d)) - {"out", name})
        if rc is not None:
            if rc < 0:
                problems.append("killed by signal %d" % -rc)
            elif rc not in (0, 1):
                problems.append("exit %d" % rc)
            if SANITIZER.search(err):
                problems.append("sanitizer/LLVM report:\n" + err[-1500:])
            if stray:
                problems.append("files outside the output path: %s" % stray)
            # MLIR messages may span lines (an op dump); every line that opens
            # an error must still name the file.
            for line in err.splitlines():
                if ": error: " in line and not re.match(re.escape(name) + r"(:[0-9]+:[0-9]+)?: error: ", line):
                    problems.append("error line that does not start with '%s[:LINE:COL]': %r"
                                    % (name, line[:200]))
                    break
            if rc == 1:
                if not re.search("^" + re.escape(name) + r"(:[0-9]+:[0-9]+)?: error: ", err, re.M):
                    problems.append("exit 1 without a '%s:LINE:COL: error:' line: %r" % (name, err[:300]))
                if written:
                    problems.append("exit 1 but wrote %s" % written)
            elif rc == 0:
                if "g.json" not in written:
                    problems.append("exit 0 but no graph (wrote %s)" % written)
                else:
                    errs = validate_taskgraph.validate_file(os.path.join(d, "out", "g.json"), cwd=d)
                    if errs and os.path.basename(origin)[:-5] in self.known:
                        known = True
                    elif errs:
                        problems.append("graph invalid: " + "; ".join(errs[:3]))
        if problems and self.keep:
            os.makedirs(self.keep, exist_ok=True)
            shutil.copy(os.path.join(d, name), os.path.join(self.keep, "%s-%s.mlir" % (
                os.path.basename(origin)[:-5], re.sub(r"[^A-Za-z0-9@+,=.-]", "_", desc))))
        shutil.rmtree(d, ignore_errors=True)
        return job, rc, problems, known


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True, help="test/golden/inputs")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", help="save failing mutants in this directory")
    ap.add_argument("--truncations", type=int, default=6)
    ap.add_argument("--mutations", type=int, default=6)
    a = ap.parse_args(argv)
    srcs = []
    for sub, n_trunc, n_mut in (("", a.truncations, a.mutations),
                                ("errors", max(2, a.truncations // 3), max(2, a.mutations // 2))):
        d = os.path.join(a.inputs, sub)
        srcs += [(os.path.join(d, f), n_trunc, n_mut) for f in sorted(os.listdir(d)) if f.endswith(".mlir")]
    jobs = []
    for path, n_trunc, n_mut in srcs:
        for desc, data in mutants(path, n_trunc, n_mut):
            jobs.append((len(jobs), path, desc, data, TARGETS[len(jobs) % 3]))
    r = Runner(a)
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            results = list(ex.map(r.run_one, jobs))
    finally:
        shutil.rmtree(r.tmp, ignore_errors=True)
    bad = nknown = 0
    outcomes = {0: 0, 1: 0}
    for (idx, origin, desc, _, target), rc, problems, known in results:
        if rc in outcomes:
            outcomes[rc] += 1
        nknown += known
        if problems:
            bad += 1
            print("FAIL %s %s (--target=%s)" % (os.path.relpath(origin, a.inputs), desc, target))
            for p in problems:
                print("     " + p.replace("\n", "\n     "))
    print("robustness: %d mutants of %d inputs: %d compiled (%d with a known graph issue), "
          "%d rejected, %d failed" % (len(jobs), len(srcs), outcomes[0], nknown, outcomes[1], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
