#!/usr/bin/env python3
# cli_test.py: the npucc command line as a user meets it: exit codes, options,
# output naming, all-or-nothing writes, and the shape of every diagnostic.
"""CLI tests for npucc.

usage: cli_test.py --npucc PATH --inputs DIR [--version X.Y.Z] [--only NAME]

Each test_* function runs npucc in its own scratch directory, with the golden
inputs reachable as the relative path `in/`, and asserts on exit status,
stdout, stderr and the files left in the directory. Every task graph a test
produces is validated with test/tools/validate_taskgraph.py.
"""
import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import validate_taskgraph  # noqa: E402

ARGS = None
ASM_EXT = {"npu": ".isa", "gemmini": ".s", "opu": ".s"}
# Inputs the tests lean on (all in test/golden/inputs).
I8 = "in/matmul_func_literals.mlir"           # func.func, literal weights, no hal ABI
BLOBS = "in/weights_blobs_elided_missing.mlir"  # blobs + a missing one (warning)
NOWEIGHTS = "in/softmax_named_last_and_inner_dim.mlir"
PRETTY = "in/errors/pretty_iree_unreadable_op.mlir"
ERRORS = "in/errors"


class Fail(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise Fail(msg)


class Dir:
    """A scratch working directory with the inputs linked in as `in`."""

    def __init__(self):
        self.path = tempfile.mkdtemp(prefix="npucc-cli-")
        os.symlink(ARGS.inputs, os.path.join(self.path, "in"))

    def run(self, *args, stdin=None):
        p = subprocess.run([ARGS.npucc] + list(args), cwd=self.path, capture_output=True,
                           timeout=60, input=stdin, env=dict(os.environ, LC_ALL="C"))
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    def files(self):
        found = []
        for root, dirs, files in os.walk(self.path):
            if root == self.path and "in" in dirs:
                dirs.remove("in")
            found += [os.path.relpath(os.path.join(root, f), self.path) for f in files]
        return sorted(found)

    def read(self, rel, mode="r"):
        with open(os.path.join(self.path, rel), mode) as f:
            return f.read()

    def mkdir(self, rel):
        os.makedirs(os.path.join(self.path, rel))

    def graph(self, rel):
        """Parse and validate a graph this directory's npucc run wrote."""
        errs = validate_taskgraph.validate_file(os.path.join(self.path, rel), cwd=self.path)
        check(not errs, "%s fails validation:\n  %s" % (rel, "\n  ".join(errs)))
        return json.loads(self.read(rel))

    def graph_text(self, text):
        g = json.loads(text)
        errs = validate_taskgraph.validate_graph(g, cwd=self.path)
        check(not errs, "graph on stdout fails validation:\n  %s" % "\n  ".join(errs))
        return g

    def done(self):
        shutil.rmtree(self.path, ignore_errors=True)


def usage_error(d, args, mention):
    rc, out, err = d.run(*args)
    check(rc == 2, "%s: exit %d, expected 2 (usage error)\n%s" % (args, rc, err))
    check(out == "", "%s: usage error printed to stdout: %r" % (args, out))
    check(mention in err, "%s: stderr does not mention %r: %r" % (args, mention, err))
    check("npucc --help" in err, "%s: stderr does not point at --help: %r" % (args, err))
    check(d.files() == [], "%s: a usage error wrote %s" % (args, d.files()))


def diag_lines_ok(err, path):
    """Every stderr line is `path[:L:C]: level: msg`; returns the error lines."""
    errors = []
    for line in err.splitlines():
        m = re.match(re.escape(path) + r"(:([0-9]+):([0-9]+))?: (error|warning|note): (.*)", line)
        check(m, "diagnostic line not in 'FILE:LINE:COL: level: message' form: %r" % line)
        if m.group(4) == "error":
            errors.append(m)
    return errors


def emitter_works(d, target, src):
    """Does the target emit assembly today? (Others are writing the emitters.)"""
    d.mkdir("probe-" + target)
    rc, _, err = d.run("--target=" + target, "-o", "probe-%s/p%s" % (target, ASM_EXT[target]), src)
    shutil.rmtree(os.path.join(d.path, "probe-" + target))
    check(rc in (0, 1), "--emit=asm for %s: exit %d\n%s" % (target, rc, err))
    return rc == 0


# ---------------------------------------------------------------- tests

def test_help(d):
    rc, out, err = d.run("--help")
    check(rc == 0 and err == "", "--help: exit %d, stderr %r" % (rc, err))
    check(out.startswith("usage: npucc [options] FILE\n"), "--help does not start with the usage line")
    for opt in ("--target=npu|gemmini|opu", "-o FILE", "--graph=PATH", "--emit=asm|graph|dot",
                "--list-dispatches", "--print-after=PASS", "--help", "--version"):
        check(opt in out, "--help does not document %s" % opt)
    for pas in ("import", "canonicalize", "raise", "match", "dispatch", "legalize", "describe",
                "plan", "memory", "schedule", "all"):
        check(re.search(r"\b%s\b" % pas, out), "--help does not name pass %s" % pas)
    check("0 success, 1 compile error, 2 usage error" in out, "--help does not state the exit codes")
    check(d.files() == [], "--help wrote files")


def test_version(d):
    rc, out, err = d.run("--version")
    check(rc == 0 and err == "", "--version: exit %d, stderr %r" % (rc, err))
    m = re.match(r"npucc ([0-9]+\.[0-9]+\.[0-9]+)\b", out)
    check(m and out.endswith("\n") and out.count("\n") == 1, "--version: %r" % out)
    if ARGS.version:
        check(m.group(1) == ARGS.version, "--version says %s, meson.build says %s"
              % (m.group(1), ARGS.version))
    # The graph records the same version.
    rc, gout, _ = d.run("--emit=graph", "-o", "-", NOWEIGHTS)
    check(rc == 0, "--emit=graph -o - failed")
    check(json.loads(gout)["npucc_version"] == m.group(1), "graph npucc_version differs from --version")


def test_usage_errors(d):
    usage_error(d, [], "no input file")
    usage_error(d, [I8, NOWEIGHTS], "more than one input file")
    usage_error(d, ["--frobnicate", I8], "--frobnicate")
    usage_error(d, ["--target=tpu", I8], "tpu")
    usage_error(d, ["--target=", I8], "unknown target")
    usage_error(d, ["--emit=obj", I8], "obj")
    usage_error(d, ["--print-after=lower", I8], "lower")
    usage_error(d, ["--npu-precision=fp16", I8], "fp16")
    usage_error(d, ["--npu-isa=riscv", I8], "riscv")
    usage_error(d, ["--opu-kernel=fast", I8], "fast")
    usage_error(d, ["--opu-tile=0,16,1", I8], "--opu-tile")
    usage_error(d, ["--opu-tile=16,16", I8], "--opu-tile")
    usage_error(d, ["--opu-tile=16,16,1,1", I8], "--opu-tile")
    usage_error(d, [I8, "-o"], "needs a value")
    usage_error(d, ["--target"], "needs a value")


def test_usage_error_beats_missing_file(d):
    # Options are checked before the file is read: a bad option on a missing
    # file is still a usage error.
    usage_error(d, ["--target=tpu", "in/does-not-exist.mlir"], "tpu")


def test_missing_and_unreadable_input(d):
    for path, why in (("in/does-not-exist.mlir", "No such file"), ("in", "directory")):
        rc, out, err = d.run("--emit=graph", "-o", "x.json", path)
        check(rc == 1, "%s: exit %d, expected 1" % (path, rc))
        check(out == "" and d.files() == [], "%s: output written or printed" % path)
        check(re.search(r"(^|\n)(npucc|%s): error: .*%s" % (re.escape(path), re.escape(path)), err)
              or re.search(r"(^|\n)%s: error: " % re.escape(path), err),
              "%s: no 'error:' line naming the file: %r" % (path, err))
        check(why.lower() in err.lower(), "%s: reason %r not given: %r" % (path, why, err))


def test_empty_input_is_a_compile_error(d):
    with open(os.path.join(d.path, "empty.mlir"), "w"):
        pass
    rc, out, err = d.run("--emit=graph", "-o", "x.json", "empty.mlir")
    check(rc == 1, "empty file: exit %d" % rc)
    errs = diag_lines_ok(err, "empty.mlir")
    check(errs and "entry" in errs[0].group(5), "empty file: no 'no entry point' error: %r" % err)
    check(d.files() == ["empty.mlir"], "empty file: wrote %s" % d.files())


def test_default_output_names(d):
    # Outputs land in the working directory, named after FILE's stem.
    d.mkdir("sub")
    rc, out, err = d.run("--target=gemmini", "--emit=graph", I8)
    check(rc == 0, "--emit=graph: exit %d\n%s" % (rc, err))
    check(d.files() == ["matmul_func_literals.json", "matmul_func_literals.weights.bin"],
          "--emit=graph without -o wrote %s" % d.files())
    g = d.graph("matmul_func_literals.json")
    check(g["files"]["weights"] == "matmul_func_literals.weights.bin", "files.weights %r" % g["files"])
    check(g["input"]["file"] == I8, "input.file %r" % g["input"]["file"])
    rc, out, err = d.run("--target=gemmini", "--emit=dot", NOWEIGHTS)
    check(rc == 0 and "softmax_named_last_and_inner_dim.dot" in d.files(), "--emit=dot default name")
    # A stem with several dots keeps all but the last extension.
    shutil.copy(os.path.join(ARGS.inputs, "matmul_func_literals.mlir"), os.path.join(d.path, "sub", "a.b.mlir"))
    rc, out, err = d.run("--emit=graph", "sub/a.b.mlir")
    check(rc == 0 and "a.b.json" in d.files() and "a.b.weights.bin" in d.files(),
          "stem of sub/a.b.mlir: %s" % d.files())


def test_o_and_graph_paths(d):
    d.mkdir("o")
    rc, out, err = d.run("--target=opu", "--emit=graph", "-o", "o/prog.json", BLOBS)
    check(rc == 0 and out == "", "--emit=graph -o: exit %d" % rc)
    check(sorted(d.files()) == ["o/prog.json", "o/prog.weights.bin"], "wrote %s" % d.files())
    g = d.graph("o/prog.json")
    check(g["files"] == {"assembly": None, "weights": "o/prog.weights.bin"}, "files %r" % g["files"])
    # --graph overrides the graph's path for --emit=graph (and names it for dot).
    rc, out, err = d.run("--target=opu", "--emit=dot", "-o", "o/view.dot", "--graph=o/side.json", BLOBS)
    check(rc == 0, "--emit=dot --graph: exit %d\n%s" % (rc, err))
    check({"o/view.dot", "o/side.json"} <= set(d.files()), "dot + --graph wrote %s" % d.files())
    d.graph("o/side.json")
    before = set(d.files())
    rc, out, err = d.run("--target=npu", "--emit=graph", "--graph=o/only.json", NOWEIGHTS)
    check(rc == 0, "--emit=graph --graph=PATH: exit %d" % rc)
    g = d.graph("o/only.json")
    # Only the graph and the weights file it names (a target may add constants).
    want = {"o/only.json"} | ({g["files"]["weights"]} if g["files"]["weights"] else set())
    check(set(d.files()) - before == want, "--graph=o/only.json wrote %s" % sorted(set(d.files()) - before))


def test_stdout_output(d):
    rc, out, err = d.run("--target=gemmini", "--emit=graph", "-o", "-", NOWEIGHTS)
    check(rc == 0, "--emit=graph -o -: exit %d" % rc)
    check(d.files() == [], "-o - with no weights wrote %s" % d.files())
    g = d.graph_text(out)
    check(g["files"]["weights"] is None, "files.weights %r" % g["files"]["weights"])
    rc, out, err = d.run("--target=gemmini", "--emit=dot", "-o", "-", NOWEIGHTS)
    check(rc == 0 and out.startswith("digraph") and d.files() == [], "--emit=dot -o -")
    # Weights go next to the graph even when the graph goes to stdout: the
    # graph must name a file that exists.
    rc, out, err = d.run("--target=gemmini", "--emit=graph", "-o", "-", I8)
    check(rc == 0, "--emit=graph -o - with weights: exit %d" % rc)
    g = d.graph_text(out)
    w = g["files"]["weights"]
    check(w is not None and d.files() == [w], "graph names weights %r, directory has %s" % (w, d.files()))


def test_list_dispatches(d):
    rc, out, err = d.run("--target=gemmini", "--list-dispatches", I8)
    check(rc == 0 and err == "" and d.files() == [], "--list-dispatches alone must only print")
    lines = out.splitlines()
    check(len(lines) == 3, "3 dispatches expected, got %r" % lines)
    check(re.match(r"dispatch 0: matmul linalg\.matmul M=64 N=32 K=96 f8E4M3FN x f8E4M3FN -> f32 "
                   r".*-> host: \S", lines[0]), "line 0: %r" % lines[0])
    check(re.match(r"dispatch 1: matmul linalg\.matmul M=10 N=6 K=4 i8 x i8 -> i32 .*-> gemmini\b",
                   lines[1]), "line 1: %r" % lines[1])
    check(re.match(r"dispatch 2: matmul .*M=5 N=2 K=3 f32 x f32 -> f32 .*-> host: \S", lines[2]),
          "line 2: %r" % lines[2])
    # With an output option it prints and writes, and both agree.
    rc, out2, err = d.run("--target=gemmini", "--list-dispatches", "--emit=graph", "-o", "g.json", I8)
    check(rc == 0 and out2 == out, "--list-dispatches with --emit=graph prints the same list")
    g = d.graph("g.json")
    check([t["device"] for t in g["tasks"]] == ["host", "gemmini", "host"], "devices in the graph")


def test_emit_dot(d):
    rc, out, err = d.run("--target=opu", "--emit=dot", "-o", "g.dot", "--graph=g.json",
                         "in/int8_qdq_chain_90x150x72.mlir")
    check(rc == 0, "--emit=dot: exit %d\n%s" % (rc, err))
    dot = d.read("g.dot")
    g = d.graph("g.json")
    check(dot.startswith("digraph ") and dot.rstrip().endswith("}"), "not a digraph: %r" % dot[:40])
    nodes = re.findall(r'^\s*t(\d+) \[label="(\d+): ([a-z_]+)\\n[^"]*-> (\w+)", fillcolor=(\w+)\];$',
                       dot, re.M)
    check(len(nodes) == len(g["tasks"]), "%d dot nodes for %d tasks" % (len(nodes), len(g["tasks"])))
    colour = {}
    for (n, n2, kind, dev, fill), t in zip(nodes, g["tasks"]):
        check(int(n) == int(n2) == t["id"] and kind == t["kind"] and dev == t["device"],
              "dot node %s disagrees with task %d" % (n, t["id"]))
        check(colour.setdefault(dev, fill) == fill, "device %s drawn in two colours" % dev)
    check(len(set(colour.values())) == len(colour), "two devices share a colour: %r" % colour)
    edges = sorted((int(a), int(b)) for a, b in re.findall(r"^\s*t(\d+) -> t(\d+);$", dot, re.M))
    want = sorted((dep, t["id"]) for t in g["tasks"] for dep in t["deps"])
    check(edges == want and edges, "dot edges %r, graph deps %r" % (edges, want))


def test_print_after(d):
    rc, out, err = d.run("--print-after=all", "--list-dispatches", NOWEIGHTS)
    check(rc == 0, "--print-after=all: exit %d" % rc)
    heads = re.findall(r"^// ----- after (\w+) -----$", out, re.M)
    check(heads == ["import", "canonicalize", "raise", "im2col", "untile", "transpose_k", "match", "chains", "dispatch",
                    "legalize", "plan", "memory", "describe", "schedule"],
          "--print-after=all dumped %r" % heads)
    rc, one, err = d.run("--print-after=match", "--list-dispatches", NOWEIGHTS)
    check(rc == 0 and re.findall(r"^// ----- after (\w+) -----$", one, re.M) == ["match"],
          "--print-after=match")
    check(d.files() == [], "--print-after with --list-dispatches wrote files")


def test_options_recorded_in_graph(d):
    # Output-changing options appear in the graph; their effect is visible.
    src = "in/matmul_nn_nt_tn_named.mlir"
    rc, out, err = d.run("--target=npu", "--npu-precision=host", "--emit=graph", "-o", "-", src)
    check(rc == 0, "--npu-precision=host: exit %d" % rc)
    g = d.graph_text(out)
    check(g["options"] == "--target=npu --npu-precision=host", "options %r" % g["options"])
    check(g["target"]["params"]["precision"] == "host", "params.precision %r" % g["target"]["params"])
    bf16 = g["tasks"][0]
    check(bf16["device"] == "host" and "fp8" in bf16["reason"],
          "bf16 matmul with --npu-precision=host: %s / %r" % (bf16["device"], bf16["reason"]))
    check(bf16["kernel"] == "host_eval_op", "an npu host task names its host function: %r" % bf16["kernel"])
    for prec in ("fp8", "fp8x2"):
        rc, out, err = d.run("--target=npu", "--npu-precision=" + prec, "--emit=graph", "-o", "-", src)
        g = d.graph_text(out)
        check(rc == 0 and g["target"]["params"]["precision"] == prec,
              "--npu-precision=%s: params.precision %r" % (prec, g["target"]["params"].get("precision")))
    rc, out, err = d.run("--target", "opu", "--opu-tile=8,16,1", "--emit=graph", "-o", "-", src)
    g = d.graph_text(out)
    check(g["options"] == "--target=opu --opu-tile=8,16,1", "options %r" % g["options"])
    nt = g["tasks"][1]
    check(nt["device"] == "opu" and nt["details"]["m0_n0_k0"] == [8, 16, 1]
          and nt["details"]["m1_n1_k1"] == [6, 3, 80], "opu tile option: %r" % nt["details"])
    # An option after FILE works too (getopt permutes).
    rc, out, err = d.run(src, "--target=gemmini", "--list-dispatches")
    check(rc == 0 and "-> gemmini (" in out, "option after FILE: %r" % out)


def test_instruction_memory(d):
    # --npu-imem: every segment fits it, a program longer than it is cut
    # between tasks, a task longer than it is an error that writes nothing.
    # The RMSNorm's generics as tasks of their own (--npu-groups=off): more
    # tasks to cut between.
    usage_error(d, ["--npu-imem=255", I8], "--npu-imem")
    usage_error(d, ["--npu-imem=1k", I8], "--npu-imem")
    usage_error(d, ["--npu-imem=99999999999", I8], "--npu-imem")
    src = "in/rmsnorm_elementwise_func.mlir"
    segs = {}
    for imem in (32768, 256):
        rc, out, err = d.run("--target=npu", "--npu-groups=off", "--npu-imem=%d" % imem, "--emit=graph", "-o", "-",
                             src)
        check(rc == 0, "--npu-imem=%d: exit %d: %s" % (imem, rc, err))
        g = d.graph_text(out)
        p = g["target"]["params"]
        check(p["imem_instructions"] == imem, "imem_instructions %r" % p.get("imem_instructions"))
        seg = p["program_segments"]
        check(all(0 < s["instructions"] <= imem for s in seg), "segments over %d: %r" % (imem, seg))
        npu = sorted(t["id"] for t in g["tasks"] if t["device"] == "npu")
        check(len(npu) >= 4 and sorted(i for s in seg for i in s["npu_tasks"]) == npu,
              "tasks in segments: %r, npu tasks %r" % (seg, npu))
        segs[imem] = seg
    # at 32768 only the host task between the npu tasks cuts the program
    check(len(segs[32768]) == 2 and len(segs[256]) > 2,
          "segments: %d at 32768, %d at 256" % (len(segs[32768]), len(segs[256])))
    check(all(s["ends_with"] == "ecall" for s in segs[256][:-1]), "segment ends %r" % segs[256])
    src = "in/matmul_nn_nt_tn_named.mlir"
    with open(os.path.join(d.path, "keep.json"), "w") as f:
        f.write("old")
    rc, out, err = d.run("--target=npu", "--npu-imem=256", "--emit=graph", "-o", "keep.json", src)
    errs = diag_lines_ok(err, src)
    check(rc == 1 and errs and errs[0].group(1) and "instruction memory" in err,
          "a task over --npu-imem: exit %d: %r" % (rc, err))
    check(d.read("keep.json") == "old" and [f for f in d.files() if f.startswith("keep")] == ["keep.json"],
          "a failed compile wrote %s" % d.files())


def test_transformer_layers_all_on_npu(d):
    # Every layer's head permutes join its attention, in every layer, not
    # only the first: legal plans each task in a scratch arena, and a plan
    # that a later task reads must outlive it (it once did not, and the
    # second layer's permutes went to the host).
    src = "in/transformer_2x64_heads32.mlir"
    rc, out, err = d.run("--target=npu", "--emit=graph", "-o", "-", src)
    check(rc == 0, "exit %d: %s" % (rc, err))
    g = d.graph_text(out)
    host = [t["id"] for t in g["tasks"] if t["device"] == "host"]
    check(host == [], "host tasks %r" % host)
    att = [t for t in g["tasks"] if t["kind"] == "attention"]
    check(len(att) == 2 and all(len(t["details"].get("head_permutes_joined", [])) == 4 for t in att),
          "head permutes joined: %r" % [t["details"].get("head_permutes_joined") for t in att])
    check(len(g["target"]["params"]["program_segments"]) == 1, "one segment")


def test_group_refusal_recorded(d):
    # Eight chained elementwise generics over 40x70: the npu groups them
    # (one VPU task, its ops in details.fused_ops) until the group keeps 7
    # full-size values in VMEM; the eighth starts a task of its own whose
    # group_refused says why. With --npu-groups=off nothing is refused.
    ident = "affine_map<(d0, d1) -> (d0, d1)>"
    ty = "tensor<40x70xf32>"
    lines = ["func.func @main(%%v0: %s) -> %s {" % (ty, ty)]
    for i in range(1, 9):
        lines += ["  %%e%d = tensor.empty() : %s" % (i, ty),
                  "  %%v%d = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\", \"parallel\"]}"
                  " ins(%%v%d : %s) outs(%%e%d : %s) {" % (i, ident, ident, i - 1, ty, i, ty),
                  "  ^bb0(%a: f32, %o: f32):",
                  "    %y = arith.addf %a, %a : f32",
                  "    linalg.yield %y : f32",
                  "  } -> %s" % ty]
    lines += ["  return %%v8 : %s" % ty, "}"]
    with open(os.path.join(d.path, "chain8.mlir"), "w") as f:
        f.write("\n".join(lines) + "\n")
    rc, out, err = d.run("--target=npu", "--emit=graph", "-o", "-", "chain8.mlir")
    check(rc == 0, "exit %d: %s" % (rc, err))
    g = d.graph_text(out)
    tasks = [(t["device"], len(t["details"].get("fused_ops", [])), t.get("group_refused")) for t in g["tasks"]]
    check(len(tasks) == 2 and tasks[0] == ("npu", 7, None) and tasks[1][0] == "npu"
          and "7 full-size values" in (tasks[1][2] or ""), "tasks %r" % tasks)
    rc, out, err = d.run("--target=npu", "--npu-groups=off", "--emit=graph", "-o", "-", "chain8.mlir")
    check(rc == 0, "exit %d: %s" % (rc, err))
    g = d.graph_text(out)
    check(len(g["tasks"]) == 8 and not any("group_refused" in t for t in g["tasks"]), "groups off: %d tasks" % len(g["tasks"]))


def test_weights_file_contents(d):
    rc, out, err = d.run("--target=opu", "--emit=graph", "-o", "w.json", I8)
    check(rc == 0, "exit %d" % rc)
    g = d.graph("w.json")
    data = d.read("w.weights.bin", "rb")
    consts = {tuple(b["shape"]): b["constant"] for b in g["buffers"] if b["role"] == "weight"}
    i8 = consts[(4, 6)]
    want_i8 = bytes(v & 0xFF for v in [1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, -13, 14, -15, 16,
                                        -17, 18, 19, 20, -21, -22, 23, 24])
    check(data[i8["weights_offset"]:i8["weights_offset"] + i8["weights_bytes"]] == want_i8,
          "i8 literal weight bytes differ")
    f32 = consts[(3, 2)]
    want_f32 = struct.pack("<6f", 0.5, -1.25, 2.0, 0.75, -3.5, 1.0)
    check(data[f32["weights_offset"]:f32["weights_offset"] + f32["weights_bytes"]] == want_f32,
          "f32 literal weight bytes differ")
    check(i8["weights_offset"] % 64 == 0 and f32["weights_offset"] % 64 == 0,
          "weights are not 64-byte aligned: %d, %d" % (i8["weights_offset"], f32["weights_offset"]))


def test_compile_errors_write_nothing(d):
    for name in sorted(os.listdir(os.path.join(ARGS.inputs, "errors"))):
        src = "%s/%s" % (ERRORS, name)
        for target in ("npu", "gemmini", "opu"):
            for args in (["--emit=graph", "-o", "x.json"], ["--emit=dot", "--graph=y.json"],
                         ["-o", "p" + ASM_EXT[target]], ["--list-dispatches"]):
                rc, out, err = d.run("--target=" + target, *(args + [src]))
                check(rc == 1, "%s %s: exit %d, expected 1" % (src, args, rc))
                check(d.files() == [], "%s %s: left %s" % (src, args, d.files()))
                check(out == "", "%s %s: printed %r" % (src, args, out[:80]))
                errs = diag_lines_ok(err, src)
                check(errs, "%s: no error line" % src)
                for m in errs:
                    file_level = name in ("no_public_entry.mlir",)
                    check(m.group(1) or file_level,
                          "%s: error without line:col: %r" % (src, m.group(0)))
                    if m.group(2):
                        check(int(m.group(2)) >= 1 and int(m.group(3)) >= 1, "line/col < 1")


def test_error_locations(d):
    # The line:col each error names is where the problem is in the file.
    want = {
        "pretty_iree_unreadable_op.mlir": (6, 3),
        "string_iterator_types.mlir": (12, 10),
        "expand_shape_no_static_output_shape.mlir": (4, 10),
        "matmul_transpose_b_removed.mlir": (3, 10),
        "blob_size_mismatch.mlir": (3, 13),
        "unknown_global.mlir": (5, 10),
        "call_without_body.mlir": (7, 10),
        "syntax_error_unbalanced.mlir": (8, 28),
    }
    for name, (line, col) in want.items():
        src = "%s/%s" % (ERRORS, name)
        rc, out, err = d.run("--list-dispatches", src)
        errs = diag_lines_ok(err, src)
        check(rc == 1 and errs, "%s: exit %d" % (name, rc))
        got = (int(errs[0].group(2)), int(errs[0].group(3)))
        check(got == (line, col), "%s: first error at %s, expected %s" % (name, got, (line, col)))


def test_pretty_iree_hint(d):
    rc, out, err = d.run("--target=opu", "--emit=graph", "-o", "x.json", PRETTY)
    check(rc == 1 and d.files() == [], "pretty IREE: exit %d, files %s" % (rc, d.files()))
    lines = err.splitlines()
    check(any(l.startswith(PRETTY + ":6:3: error: ") for l in lines), "no error at line 6: %r" % err)
    hint = [l for l in lines if "--mlir-print-op-generic" in l]
    check(hint and hint[0].startswith(PRETTY + ":6:"), "hint does not name line 6 / the flag: %r" % err)
    check("Available dialects" not in err, "MLIR's dialect list buries the hint")


def test_mlir22_rejections_say_why(d):
    why = {
        "string_iterator_types.mlir": "iterator_types must be #linalg.iterator_type",
        "expand_shape_no_static_output_shape.mlir": "static_output_shape",
        "matmul_transpose_b_removed.mlir": "use linalg.matmul with indexing_maps",
    }
    for name, text in why.items():
        rc, out, err = d.run("--list-dispatches", "%s/%s" % (ERRORS, name))
        check(rc == 1 and text in err, "%s: %r not in %r" % (name, text, err))


def test_warnings_keep_exit_zero(d):
    rc, out, err = d.run("--target=npu", "--emit=graph", "-o", "w.json", BLOBS)
    check(rc == 0, "missing blob: exit %d" % rc)
    diag_lines_ok(err, BLOBS)
    check(re.search(r":17:10: warning: blob '__auto.enc.missing_bias' .*contents unknown", err),
          "no warning for the missing blob: %r" % err)
    g = d.graph("w.json")
    missing = [b for b in g["buffers"]
               if b.get("constant", {}).get("source") == "dense_resource<__auto.enc.missing_bias>"]
    check(len(missing) == 1 and missing[0]["constant"]["kind"] == "unknown"
          and missing[0]["bytes"] == 48, "missing blob buffer: %r" % missing)


def test_unwritable_outputs(d):
    with open(os.path.join(d.path, "afile"), "w") as f:
        f.write("not a directory\n")
    before = d.files()
    cases = [
        (["--emit=graph", "-o", "nodir/x.json"], "nodir/x.json"),
        (["--emit=graph", "-o", "afile/x.json"], "afile/x.json"),
        # the dot file is fine, the graph is not: neither may remain
        (["--emit=dot", "-o", "ok.dot", "--graph=afile/g.json"], "afile/g.json"),
        # --graph wins over -o for the graph; the weights (named after -o's
        # stem) were writable, yet must not remain either
        (["--emit=graph", "-o", "ok.json", "--graph=afile/g.json"], "afile/g.json"),
    ]
    for args, bad in cases:
        rc, out, err = d.run("--target=gemmini", *(args + [I8]))
        check(rc == 1, "%s: exit %d, expected 1" % (args, rc))
        check(bad in err and "cannot write" in err, "%s: error does not name %s: %r" % (args, bad, err))
        check(d.files() == before, "%s: left %s" % (args, sorted(set(d.files()) - set(before))))
    # An existing output survives a failed compile untouched.
    with open(os.path.join(d.path, "keep.json"), "w") as f:
        f.write("old contents\n")
    rc, out, err = d.run("--emit=graph", "-o", "keep.json", PRETTY)
    check(rc == 1 and d.read("keep.json") == "old contents\n", "a failed compile touched keep.json")


def test_rewrite_replaces_atomically(d):
    rc, _, _ = d.run("--target=gemmini", "--emit=graph", "-o", "g.json", NOWEIGHTS)
    first = d.read("g.json")
    rc, _, _ = d.run("--target=opu", "--emit=graph", "-o", "g.json", NOWEIGHTS)
    check(rc == 0 and d.files() == ["g.json"], "rewrite left %s" % d.files())
    second = d.graph("g.json")
    check(second["target"]["name"] == "opu" and d.read("g.json") != first, "g.json not replaced")


def test_asm_now(d):
    # Until a target has an emitter, --emit=asm fails with exit 1 and writes
    # nothing; once it has one it writes the assembly and the graph beside it.
    for target in ("npu", "gemmini", "opu"):
        d.mkdir(target)
        out_path = "%s/prog%s" % (target, ASM_EXT[target])
        rc, out, err = d.run("--target=" + target, "-o", out_path, I8)
        files = [f for f in d.files() if f.startswith(target + "/")]
        if rc == 1:
            check(files == [], "%s: failed --emit=asm left %s" % (target, files))
            check(re.search(r"(^|\n)%s(:\d+:\d+)?: error: " % re.escape(I8), err),
                  "%s: failure without an error line: %r" % (target, err))
            continue
        check(rc == 0, "%s: --emit=asm exit %d" % (target, rc))
        want = {out_path, "%s/prog.json" % target}
        check(want <= set(files), "%s: --emit=asm wrote %s" % (target, files))
        g = d.graph("%s/prog.json" % target)
        check(g["files"]["assembly"] == out_path, "files.assembly %r" % g["files"]["assembly"])
        check(d.read(out_path).strip(), "%s: empty assembly" % target)
        # Default name: FILE's stem with the target's extension.
        rc, out, err = d.run("--target=" + target, I8)
        check(rc == 0 and "matmul_func_literals%s" % ASM_EXT[target] in d.files(),
              "%s: default assembly name, files %s" % (target, d.files()))
        for f in d.files():
            if f.startswith("matmul_func_literals"):
                os.remove(os.path.join(d.path, f))
        # -o - puts the assembly on stdout and the graph under FILE's stem.
        rc, out, err = d.run("--target=" + target, "-o", "-", I8)
        check(rc == 0 and out.strip() and "matmul_func_literals.json" in d.files(),
              "%s: -o - for assembly" % target)
        for f in d.files():
            if f.startswith("matmul_func_literals"):
                os.remove(os.path.join(d.path, f))


def test_no_temp_files_after_success(d):
    rc, _, _ = d.run("--target=gemmini", "--emit=dot", "-o", "a.dot", "--graph=a.json", BLOBS)
    check(rc == 0, "exit %d" % rc)
    check(d.files() == ["a.dot", "a.json", "a.weights.bin"], "left %s" % d.files())


def main(argv):
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--inputs", required=True, help="test/golden/inputs")
    ap.add_argument("--version", default="")
    ap.add_argument("--only", default="")
    ARGS = ap.parse_args(argv)
    ARGS.npucc = os.path.abspath(ARGS.npucc)
    ARGS.inputs = os.path.abspath(ARGS.inputs)
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_") and ARGS.only in n]
    failed = 0
    for name, fn in tests:
        d = Dir()
        try:
            fn(d)
            print("ok   %s" % name)
        except Fail as e:
            failed += 1
            print("FAIL %s\n     %s" % (name, str(e).replace("\n", "\n     ")))
        except Exception:
            failed += 1
            print("FAIL %s (test error)\n%s" % (name, traceback.format_exc()))
        finally:
            d.done()
    print("cli: %d tests, %d failed" % (len(tests), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
