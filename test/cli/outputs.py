#!/usr/bin/env python3
# outputs.py: the output-path cases of "bad input never destroys a file": every
# refused or failed write leaves each pre-existing file byte-identical.
"""Output-path test for npucc.

usage: outputs.py --npucc PATH --inputs DIR   (DIR = test/golden/inputs)

Each case starts from a directory holding the input and pre-existing outputs
(prog.s, prog.json, prog.weights.bin, ...), runs npucc with output paths that
are refused (a FIFO, a directory, a symlink, the input itself, two outputs on
one file) or cannot be written (a missing directory), and checks: exit 1, an
`npucc: error:` line naming the path, every file that existed unchanged, no
new file (no temporaries) left. A control case shows the same command line
with good paths does replace every output. The assembly cases run for every
target: opu and gemmini stream their program into the assembly's temporary
while compiling, before the other paths are checked, so a refusal must
remove a temporary that already holds the program; and a module they can
write no program for (a dynamic shape) must leave the files as they were.
"""
import argparse
import os
import shutil
import stat
import subprocess
import sys
import tempfile

ARGS = None
# An input with a constant weight, so that a run writes three files.
WEIGHTS_INPUT = "matmul_func_literals.mlir"


# An input no RISC-V program can be written for (a dynamic dimension): opu
# and gemmini fail at emit, after their schedule ran.
NO_PROGRAM_INPUT = "dynamic_batch_rows.mlir"
STREAMING_TARGETS = ("opu", "gemmini")


class Case:
    def __init__(self, name, input_name=WEIGHTS_INPUT):
        self.name = name
        self.dir = tempfile.mkdtemp(prefix="npucc-outputs-")
        shutil.copy(os.path.join(ARGS.inputs, input_name), os.path.join(self.dir, "in.mlir"))
        for f in ("prog.s", "prog.json", "prog.weights.bin", "g.json", "g.weights.bin"):
            self.write(f, "precious %s\n" % f)

    def write(self, rel, text):
        with open(os.path.join(self.dir, rel), "w") as f:
            f.write(text)

    def snapshot(self):
        snap = {}
        for root, dirs, files in os.walk(self.dir):
            for n in dirs + files:
                p = os.path.join(root, n)
                st = os.lstat(p)
                rel = os.path.relpath(p, self.dir)
                if stat.S_ISREG(st.st_mode):
                    with open(p, "rb") as f:
                        snap[rel] = ("file", f.read(), stat.S_IMODE(st.st_mode))
                elif stat.S_ISLNK(st.st_mode):
                    snap[rel] = ("link", os.readlink(p))
                else:
                    snap[rel] = ("other", stat.S_IFMT(st.st_mode))
        return snap

    def run(self, *args):
        p = subprocess.run([ARGS.npucc] + list(args), cwd=self.dir, capture_output=True, timeout=60)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    def done(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def refused(name, setup, args, mention, why=None, input_name=WEIGHTS_INPUT, prefix="npucc: error:"):
    """npucc ARGS must exit 1, name `mention` in an error, and change nothing."""
    c = Case(name, input_name)
    try:
        setup(c)
        before = c.snapshot()
        rc, out, err = c.run(*args)
        problems = []
        if rc != 1:
            problems.append("exit %d, expected 1" % rc)
        line = next((l for l in err.splitlines() if l.startswith(prefix)), "")
        if mention not in line or (why and why not in line):
            problems.append("no 'npucc: error:' line naming %r%s: %r" % (mention, " (%s)" % why if why else "", err))
        after = c.snapshot()
        if after != before:
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            problems.append("files changed: %s" % changed)
        return problems
    finally:
        c.done()


def mkfifo(rel):
    return lambda c: os.mkfifo(os.path.join(c.dir, rel))


def mkdir(rel):
    def f(c):
        p = os.path.join(c.dir, rel)
        if os.path.exists(p):
            os.remove(p)
        os.mkdir(p)
    return f


def symlink(rel, to):
    def f(c):
        p = os.path.join(c.dir, rel)
        if os.path.exists(p):
            os.remove(p)
        os.symlink(to, p)
    return f


def nothing(c):
    pass


def control(target):
    """The same directory and command line with good paths replaces every output."""
    c = Case("control")
    try:
        rc, out, err = c.run("--target=" + target, "-o", "prog.s", "in.mlir")
        problems = [] if rc == 0 else ["exit %d: %s" % (rc, err)]
        snap = c.snapshot()
        for f in ("prog.s", "prog.json", "prog.weights.bin"):
            if snap[f][1] == ("precious %s\n" % f).encode():
                problems.append("%s not replaced" % f)
            elif snap[f][2] != 0o644 & ~current_umask():
                problems.append("%s has mode %o" % (f, snap[f][2]))
        extra = sorted(set(snap) - {"in.mlir", "prog.s", "prog.json", "prog.weights.bin", "g.json",
                                    "g.weights.bin"})
        if extra:
            problems.append("left %s" % extra)
        return problems
    finally:
        c.done()


def current_umask():
    m = os.umask(0)
    os.umask(m)
    return m


def main(argv):
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True)
    ARGS = ap.parse_args(argv)
    ARGS.npucc = os.path.abspath(ARGS.npucc)
    asm = ["--target=npu", "-o", "prog.s", "in.mlir"]
    cases = [
        ("-o is a FIFO", mkfifo("out.s"), ["--target=npu", "-o", "out.s", "in.mlir"], "out.s",
         "not a regular file"),
        ("-o is a directory", mkdir("outdir"), ["--target=npu", "-o", "outdir", "in.mlir"], "outdir",
         "is a directory"),
        ("-o is a symlink to the graph", symlink("link.s", "prog.json"),
         ["--target=npu", "-o", "link.s", "--graph=g.json", "in.mlir"], "link.s", "not a regular file"),
        ("-o is the input", nothing, ["--target=npu", "-o", "in.mlir", "in.mlir"], "in.mlir",
         "is the input file"),
        ("-o is the input by another name", nothing, ["--target=npu", "-o", "./in.mlir", "in.mlir"],
         "./in.mlir", "is the input file"),
        ("--graph is the input", nothing, ["--target=npu", "-o", "prog.s", "--graph=in.mlir", "in.mlir"],
         "in.mlir", "is the input file"),
        ("--graph equals -o", nothing, ["--target=npu", "-o", "prog.s", "--graph=prog.s", "in.mlir"],
         "prog.s", "another output"),
        ("--graph equals -o by another name", mkdir("sub"),
         ["--target=npu", "--emit=dot", "-o", "sub/../prog.dot", "--graph=prog.dot", "in.mlir"],
         "prog.dot", "another output"),
        ("-o is where the weights go", nothing,
         ["--target=npu", "-o", "g.weights.bin", "--graph=g.json", "in.mlir"], "g.weights.bin",
         "another output"),
        ("the graph is a directory", mkdir("prog.json"), asm, "prog.json", "is a directory"),
        ("the weights file is a directory", mkdir("prog.weights.bin"), asm, "prog.weights.bin",
         "is a directory"),
        ("the weights file is a FIFO", lambda c: (os.remove(os.path.join(c.dir, "prog.weights.bin")),
                                                  os.mkfifo(os.path.join(c.dir, "prog.weights.bin"))),
         asm, "prog.weights.bin", "not a regular file"),
        ("the graph's directory is missing", nothing,
         ["--target=npu", "-o", "prog.s", "--graph=nodir/g.json", "in.mlir"], "nodir/g.json",
         "No such file"),
        ("--emit=graph into a missing directory", nothing,
         ["--target=opu", "--emit=graph", "-o", "nodir/prog.json", "in.mlir"], "nodir/prog.json",
         "No such file"),
        ("--emit=dot with a graph that is a directory", mkdir("dd.json"),
         ["--target=opu", "--emit=dot", "-o", "prog.dot", "--graph=dd.json", "in.mlir"], "dd.json",
         "is a directory"),
    ]
    # the assembly cases again, for the targets that stream their program
    cases += [("%s, %s" % (name, t), setup, [a.replace("--target=npu", "--target=" + t) for a in args], mention, why)
              for name, setup, args, mention, why in cases
              if args[0] == "--target=npu" and not any(a.startswith("--emit") for a in args)
              for t in STREAMING_TARGETS]
    failed = 0
    for name, setup, args, mention, why in cases:
        problems = refused(name, setup, args, mention, why)
        if problems:
            failed += 1
            print("FAIL %s (npucc %s):\n  %s" % (name, " ".join(args), "\n  ".join(problems)))
    for t in STREAMING_TARGETS:
        args = ["--target=" + t, "-o", "prog.s", "in.mlir"]
        problems = refused("no program, " + t, nothing, args, "dynamic dimension", None, NO_PROGRAM_INPUT,
                           "in.mlir:")
        if problems:
            failed += 1
            print("FAIL no program, %s (npucc %s):\n  %s" % (t, " ".join(args), "\n  ".join(problems)))
    for t in ("npu",) + STREAMING_TARGETS:
        problems = control(t)
        if problems:
            failed += 1
            print("FAIL control, %s:\n  %s" % (t, "\n  ".join(problems)))
    total = len(cases) + 2 * len(STREAMING_TARGETS) + 1
    print("%d passed, %d failed" % (total - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
