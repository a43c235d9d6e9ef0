#!/usr/bin/env python3
# run_test.py: npucc-run on small models: compare tables on npu (an MLP and an
# attention block, seeded random inputs), a perturbed task found by the
# table, .npy inputs and outputs, reference mode for every target, the files
# npucc wrote run for every target, and bad input refused without writing anything.
"""usage: run_test.py --run PATH --npucc PATH --models DIR [--rv]   (DIR = examples/)"""
import argparse
import ast
import json
import os
import struct
import subprocess
import sys
import tempfile

ARGS = None
FAILS = []
# fp8 e4m3 keeps 3 mantissa bits: one rounding of an operand is off by at most
# 2^-4 of its value. The npu demotes both matmul operands to fp8 and keeps
# bf16 partial sums, so a task's error, relative to its largest result, stays
# within that bound; a broken task (wrong scale, wrong tile) is far above it.
FP8_TOL = 2.0 ** -4


def check(cond, what):
    if not cond:
        FAILS.append(what)
        print("FAIL:", what)


def run(*args, cwd=None):
    p = subprocess.run([ARGS.run] + list(args), capture_output=True, cwd=cwd, timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def model(name):
    return os.path.join(ARGS.models, name)


def bf16_to_float(h):
    return struct.unpack("<f", struct.pack("<I", h << 16))[0]


def read_npy(path):
    """(descr, shape, list of floats) of a .npy npucc-run wrote."""
    with open(path, "rb") as f:
        b = f.read()
    check(b[:8] == b"\x93NUMPY\x01\x00", "%s: magic" % path)
    hl = b[8] | b[9] << 8
    h = ast.literal_eval(b[10:10 + hl].decode("latin1"))
    data = b[10 + hl:]
    check((10 + hl) % 64 == 0, "%s: data 64-byte aligned" % path)
    n = 1
    for d in h["shape"]:
        n *= d
    if h["descr"] == "<f4":
        vals = list(struct.unpack("<%df" % n, data))
    elif h["descr"] == "<V2":
        vals = [bf16_to_float(x) for x in struct.unpack("<%dH" % n, data)]
    else:
        vals = list(data)
    check(len(data) == n * (2 if h["descr"] == "<V2" else 4 if h["descr"] == "<f4" else 1),
          "%s: size" % path)
    return h["descr"], h["shape"], vals


def write_npy(path, descr, shape, payload):
    head = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d, " % d for d in shape).rstrip(" ") if len(shape) != 1 else "%d," % shape[0])
    pad = 64 - (10 + len(head) + 1) % 64
    head += " " * (pad % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(head)) + head.encode() + payload)


def table(out):
    """Rows of the compare table: task id -> (kind, device, max_abs, ...)."""
    rows = {}
    for line in out.splitlines()[1:]:
        f = line.split()
        if f and f[0].isdigit():
            rows[int(f[0])] = f
    return rows


def rv_compare_case(target, mlir):
    """opu/gemmini under qemu: integer contractions and host tasks are exact,
    so every task of the QDQ MLP agrees with the reference bit for bit."""
    d = tempfile.mkdtemp(prefix="npucc-run-")
    rep = os.path.join(d, "r.json")
    rc, out, err = run("--mode=compare", "--target=" + target, "--seed=5", "--tolerance=0", "--report=" + rep,
                       "--output-dir=" + d, model(mlir))
    print("== QDQ MLP on %s\n%s%s" % (target, out, err))
    check(rc == 0, "%s: exit %d" % (target, rc))
    r = json.load(open(rep))
    devs = {t["device"] for t in r["tasks"]}
    check(target in devs, "%s: some task on %s (%s)" % (target, target, devs))
    for t in r["tasks"]:
        check(t["checked"] and t["elements"] > 0 and t["max_abs"] == 0 and t["max_abs_reference"] > 0,
              "%s: task %d compared, exact" % (target, t["id"]))
        # what the accelerator model executed during the task: nothing on the host
        acc = t["accelerator"]
        work = acc["vopacc"] if target == "opu" else acc["compute"]
        check((work > 0) == (t["device"] == target), "%s: task %d accelerator work %s" % (target, t["id"], acc))
        if target == "opu" and t["device"] == "opu":
            # the OPU's cycles are its executed instructions priced as the
            # estimate prices them; on the default 16x16x1 tile the program
            # executes exactly the OPU work the plan counted
            check(t["cycles"] == 4 * acc["vopacc"] + 16 * acc["vmv_vr"], "opu: task %d cycles priced" % t["id"])
            check(t["cycles"] == t["estimate"], "opu: task %d measured %s = estimate %s" % (t["id"], t["cycles"], t["estimate"]))
        else:
            check(t["cycles"] is None, "%s: task %d has no cycles" % (target, t["id"]))
    # the outputs the program wrote are the reference's, as a run of the whole model
    ref = reference_output(target, mlir, 5)
    check(open(os.path.join(d, "output0.npy"), "rb").read() == ref, "%s: output0 = the reference's" % target)
    # a corrupted contraction: the table points at it and at nothing after it
    first = min(t["id"] for t in r["tasks"] if t["device"] == target)
    rc, out, err = run("--mode=compare", "--target=" + target, "--seed=5", "--tolerance=0", "--report=" + rep,
                       "--output-dir=" + d, "--perturb-task=%d" % first, model(mlir))
    print("== perturb task %d on %s\n%s%s" % (first, target, out, err))
    check(rc == 1, "%s perturbed: exit 1" % target)
    over = [t["id"] for t in json.load(open(rep))["tasks"] if t["over_tolerance"]]
    check(over == [first], "%s perturbed: only task %d over (%s)" % (target, first, over))


def reference_output(target, mlir, seed):
    d = tempfile.mkdtemp(prefix="npucc-run-")
    rc, _, err = run("--mode=reference", "--target=" + target, "--seed=%d" % seed, "--output-dir=" + d, model(mlir))
    check(rc == 0, "reference: %s" % err)
    return open(os.path.join(d, "output0.npy"), "rb").read()


def compare_case(name, mlir, ntasks_min, *extra):
    d = tempfile.mkdtemp(prefix="npucc-run-")
    rep = os.path.join(d, "r.json")
    rc, out, err = run("--mode=compare", "--seed=7", "--tolerance=%g" % FP8_TOL, "--report=" + rep,
                       "--output-dir=" + d, model(mlir), *extra)
    print("== %s\n%s%s" % (name, out, err))
    check(rc == 0, "%s: exit %d" % (name, rc))
    r = json.load(open(rep))
    check(r["format"] == "npucc-run-report" and r["seed"] == 7, "%s: report header" % name)
    check(len(r["tasks"]) >= ntasks_min, "%s: %d tasks" % (name, len(r["tasks"])))
    for t in r["tasks"]:
        if t["merged_into"] is not None:
            # computed inside another task's kernel: compared with that task
            check(not t["checked"] and t["merged_into"] < t["id"], "%s: task %d merged" % (name, t["id"]))
            continue
        check(t["checked"] and t["elements"] > 0, "%s: task %d compared" % (name, t["id"]))
        # an error of exactly 0 on a demoted npu task would mean the run
        # compared the reference with itself
        if t["device"] == "npu":
            check(t["max_abs"] > 0, "%s: task %d differs from the reference at all" % (name, t["id"]))
            check(t["cycles"] > 0 and t["estimate"] > 0, "%s: task %d cycles" % (name, t["id"]))
        check(t["max_abs"] <= FP8_TOL * t["max_abs_reference"],
              "%s: task %d within 2^-4 of max|ref|" % (name, t["id"]))
        check(not t["over_tolerance"], "%s: task %d not over" % (name, t["id"]))
    check(set(table(out)) == {t["id"] for t in r["tasks"]}, "%s: table rows = report" % name)
    return r


def perturb_case(mlir, task):
    d = tempfile.mkdtemp(prefix="npucc-run-")
    rep = os.path.join(d, "r.json")
    rc, out, err = run("--mode=compare", "--seed=7", "--tolerance=%g" % FP8_TOL, "--report=" + rep,
                       "--output-dir=" + d, "--perturb-task=%d" % task, model(mlir))
    print("== perturb task %d of %s\n%s%s" % (task, mlir, out, err))
    check(rc == 1, "perturb %d: exit 1 (got %d)" % (task, rc))
    r = json.load(open(rep))
    over = [t["id"] for t in r["tasks"] if t["over_tolerance"]]
    check(over == [task], "perturb %d: the table points at exactly that task (over: %s)" % (task, over))
    rows = table(out)
    marked = [i for i, f in rows.items() if "<--" in f]
    check(marked == [task], "perturb %d: the printed table marks only it (%s)" % (task, marked))
    check(("task %d " % task) in err, "perturb %d: stderr names the task" % task)


def npy_io_case():
    """--input from a .npy: the file's data decides the result (two seeds,
    same bytes); the run's output agrees with the reference mode's."""
    d = tempfile.mkdtemp(prefix="npucc-run-")
    vals = [((i * 37) % 101) / 50.0 - 1.0 for i in range(40 * 96)]
    write_npy(os.path.join(d, "x.npy"), "<f4", (40, 96), struct.pack("<%df" % len(vals), *vals))
    outs = []
    for seed, mode in ((1, "run"), (2, "run"), (3, "reference")):
        od = os.path.join(d, "%s%d" % (mode, seed))
        os.mkdir(od)
        rc, out, err = run("--mode=" + mode, "--seed=%d" % seed, "--input", "x=" + os.path.join(d, "x.npy"),
                           "--output-dir=" + od, model("mlp_bf16.mlir"))
        check(rc == 0, "npy input %s: exit %d %s" % (mode, rc, err))
        check(os.listdir(od) == ["out.npy"], "npy input %s: one output named for the entry" % mode)
        with open(os.path.join(od, "out.npy"), "rb") as f:
            outs.append(f.read())
    check(outs[0] == outs[1], "npy input: the data comes from the file, not the seed")
    _, shape, dev = read_npy(os.path.join(d, "run1", "out.npy"))
    _, _, ref = read_npy(os.path.join(d, "reference3", "out.npy"))
    check(tuple(shape) == (40, 96), "npy output shape")
    worst = max(abs(a - b) for a, b in zip(dev, ref))
    top = max(abs(b) for b in ref)
    print("npy input: npu vs reference on out: max_abs %.4g, max|ref| %.4g" % (worst, top))
    check(0 < worst <= 2 * FP8_TOL * top, "npy input: npu output near the reference")
    # by position, the same input
    od = os.path.join(d, "pos")
    os.mkdir(od)
    rc, _, _ = run("--input", "0=" + os.path.join(d, "x.npy"), "--output-dir=" + od, model("mlp_bf16.mlir"))
    check(rc == 0 and open(os.path.join(od, "out.npy"), "rb").read() == outs[0], "input by position")


def reference_case(target, mlir):
    d = tempfile.mkdtemp(prefix="npucc-run-")
    rc, out, err = run("--mode=reference", "--target=" + target, "--output-dir=" + d, model(mlir))
    check(rc == 0, "reference on %s: exit %d %s" % (target, rc, err))
    descr, shape, vals = read_npy(os.path.join(d, "output0.npy"))
    check(descr == "<f4" and len(shape) == 2, "reference on %s: f32 output" % target)
    check(any(v != 0 for v in vals), "reference on %s: not all zero" % target)
    return open(os.path.join(d, "output0.npy"), "rb").read()


def npucc(*args, cwd=None):
    p = subprocess.run([ARGS.npucc] + list(args), capture_output=True, cwd=cwd, timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def files_case(target, mlir, asm_ext, seed, tol):
    """npucc writes prog.json + program + weights; npucc-run prog.json runs
    those files: the same outputs and the same compare table as compiling the
    .mlir in-process. Then what it refuses: a changed source, an edited task
    graph, a missing or broken program, options that belong to npucc."""
    d = tempfile.mkdtemp(prefix="npucc-run-files-")
    src = os.path.join(d, "model.mlir")
    with open(model(mlir)) as f, open(src, "w") as g:
        g.write(f.read())
    prog = "prog" + asm_ext
    rc, _, err = npucc("--target=" + target, "-o", prog, "model.mlir", cwd=d)
    check(rc == 0, "%s: npucc -o %s: %s" % (target, prog, err))
    outs = {}
    for how, m, opts in (("graph", "prog.json", []), ("mlir", "model.mlir", ["--target=" + target])):
        for mode in ("run", "compare"):
            od = os.path.join(d, "%s-%s" % (how, mode))
            os.mkdir(od)
            rc, out, err = run("--mode=" + mode, "--seed=%d" % seed, "--tolerance=%g" % tol,
                               "--report=" + os.path.join(od, "r.json"), "--output-dir=" + od, *opts, m, cwd=d)
            check(rc == 0, "%s %s %s: exit %d %s" % (target, how, mode, rc, err))
            check("note:" not in err, "%s %s %s: no note (%s)" % (target, how, mode, err))
            if how == "graph" and mode == "compare":
                print("== %s from the files npucc wrote\n%s" % (target, out))
            outs[how, mode] = {n: open(os.path.join(od, n), "rb").read() for n in sorted(os.listdir(od))
                               if n.endswith(".npy")}
            if mode == "compare":
                outs[how, "table"] = [line.split() for line in out.splitlines()]
                outs[how, "report"] = json.load(open(os.path.join(od, "r.json")))["tasks"]
    for k in ("run", "compare", "table", "report"):
        check(outs["graph", k] == outs["mlir", k], "%s: %s from prog.json = from the .mlir" % (target, k))
    check(len(outs["graph", "run"]) > 0, "%s: outputs written" % target)
    # from elsewhere: --base-dir names where npucc ran
    od = os.path.join(d, "elsewhere")
    os.mkdir(od)
    rc, _, err = run("--seed=%d" % seed, "--base-dir=" + d, "--output-dir=" + od, os.path.join(d, "prog.json"),
                     cwd=tempfile.gettempdir())
    check(rc == 0 and {n: open(os.path.join(od, n), "rb").read() for n in os.listdir(od)} == outs["graph", "run"],
          "%s: --base-dir: %s" % (target, err))
    # a benign edit of the program runs as written, with a note
    text = open(os.path.join(d, prog)).read()
    with open(os.path.join(d, prog), "w") as f:
        f.write(text + "\n")
    rc, _, err = run("--seed=%d" % seed, "--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 0 and "note: '%s' is not the program npucc emits" % prog in err, "%s: edited program noted: %s" % (target, err))
    # a broken program fails: the file is what runs, not a recompile
    lines = text.split("\n")
    i = next(k for k, line in enumerate(lines) if line.startswith(("dma.wait", "\tcall", "\tli", "  ")) and k > 3)
    lines[i] = "npucc_run_not_an_instruction x0"
    with open(os.path.join(d, prog), "w") as f:
        f.write("\n".join(lines))
    rc, _, err = run("--seed=%d" % seed, "--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 1 and "error" in err, "%s: a broken program file fails (%d): %s" % (target, rc, err))
    with open(os.path.join(d, prog), "w") as f:
        f.write(text)
    os.rename(os.path.join(d, prog), os.path.join(d, prog + ".away"))
    rc, _, err = run("--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 1 and "cannot read '%s', the program of prog.json" % prog in err, "%s: missing program: %s" % (target, err))
    rc, _, err = run("--mode=reference", "--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 0, "%s: reference mode needs no program: %s" % (target, err))
    os.rename(os.path.join(d, prog + ".away"), os.path.join(d, prog))
    rc, _, err = run("--target=" + target, "prog.json", cwd=d)
    check(rc == 1 and "is a task graph" in err, "%s: options belong to npucc: %s" % (target, err))
    rc, _, err = run("--source=x.mlir", "model.mlir", cwd=d)
    check(rc == 1 and "for a task graph" in err, "%s: --source needs a task graph: %s" % (target, err))
    # an edited task graph is refused, naming where it differs
    tg = json.load(open(os.path.join(d, "prog.json")))
    tg["tasks"][-1]["cost"]["cycles"] += 1
    with open(os.path.join(d, "edited.json"), "w") as f:
        json.dump(tg, f)
    rc, _, err = run("--output-dir=" + od, "edited.json", cwd=d)
    check(rc == 1 and "is not the task graph" in err and "tasks[%d].cost.cycles" % (len(tg["tasks"]) - 1) in err,
          "%s: edited task graph: %s" % (target, err))
    # a changed source is refused; the moved one is found with --source
    os.rename(src, src + ".moved")
    rc, _, err = run("--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 1 and "cannot read 'model.mlir'" in err and "--source" in err, "%s: moved source: %s" % (target, err))
    rc, _, err = run("--output-dir=" + od, "--source=model.mlir.moved", "prog.json", cwd=d)
    check(rc == 0, "%s: --source: %s" % (target, err))
    with open(src, "w") as g:
        g.write(open(src + ".moved").read() + "// edited\n")
    before = sorted(os.listdir(od))
    rc, _, err = run("--output-dir=" + od, "prog.json", cwd=d)
    check(rc == 1 and "changed since npucc compiled it" in err, "%s: changed source: %s" % (target, err))
    check(sorted(os.listdir(od)) == before, "%s: a refused run writes nothing" % target)


def bad_cases():
    d = tempfile.mkdtemp(prefix="npucc-run-")
    write_npy(os.path.join(d, "wrong.npy"), "<f4", (3, 4), b"\0" * 48)
    with open(os.path.join(d, "out.npy"), "wb") as f:
        f.write(b"precious")
    for args, code, says in [
        (["--input", "x=" + os.path.join(d, "wrong.npy")], 1, "shape differs"),
        (["--input", "nope=" + os.path.join(d, "wrong.npy")], 1, "no input of that name"),
        (["--input", "x=" + os.path.join(d, "missing.npy")], 1, "cannot read"),
        (["--mode=fast"], 2, "unknown --mode"),
        (["--perturb-task=0"], 2, "needs --mode=compare"),
        (["--mode=compare", "--perturb-task=9"], 1, "has 2 tasks"),
        (["--tolerance=-1"], 2, "bad --tolerance"),
    ]:
        rc, out, err = run("--output-dir=" + d, model("mlp_bf16.mlir"), *args)
        check(rc == code and says in err, "bad %s: exit %d (want %d), says '%s': %s" % (args, rc, code, says, err))
        check(open(os.path.join(d, "out.npy"), "rb").read() == b"precious", "bad %s: out.npy untouched" % args)
    rc, _, err = run(os.path.join(d, "none.mlir"))
    check(rc == 1 and "cannot read" in err, "missing model")
    with open(os.path.join(d, "broken.mlir"), "w") as f:
        f.write("func.func @f(\n")
    rc, _, err = run(os.path.join(d, "broken.mlir"))
    check(rc == 1 and "broken.mlir:" in err and "error" in err, "bad MLIR: file:line:col error")


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", required=True)
    ap.add_argument("--models", required=True)
    ap.add_argument("--npucc", required=True)
    ap.add_argument("--rv", action="store_true", help="the RISC-V toolchain and qemu are there")
    ARGS = ap.parse_args()
    # the tests run the tools from other directories too
    ARGS.run, ARGS.npucc = os.path.abspath(ARGS.run), os.path.abspath(ARGS.npucc)
    compare_case("MLP on npu", "mlp_bf16.mlir", 2)
    compare_case("attention on npu", "npu_attention_i1mask.mlir", 1)
    # three entries: RMSNorm as one row group, fp8 matmuls, a decomposed
    # attention whose softmax and P.V run inside the Q.K^T task's kernel, an
    # f32 softmax
    r = compare_case("SmolVLA-like on npu", "../test/stats/smolvla_like.mlir", 8)
    check(sum(t["merged_into"] is not None for t in r["tasks"]) == 2, "smolvla: two merged tasks")
    perturb_case("mlp_bf16.mlir", 0)
    perturb_case("mlp_bf16.mlir", 1)
    npy_io_case()
    a = reference_case("opu", "opu_qdq_mlp.mlir")
    b = reference_case("gemmini", "opu_qdq_mlp.mlir")
    check(a == b, "reference mode is the same host evaluation whatever the target")
    files_case("npu", "mlp_bf16.mlir", ".isa", 7, FP8_TOL)
    if ARGS.rv:
        rv_compare_case("opu", "opu_qdq_mlp.mlir")
        rv_compare_case("gemmini", "opu_qdq_mlp.mlir")
        files_case("opu", "opu_qdq_mlp.mlir", ".s", 5, 0)
        files_case("gemmini", "opu_qdq_mlp.mlir", ".s", 5, 0)
    bad_cases()
    print("%d failed" % len(FAILS) if FAILS else "all passed")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
