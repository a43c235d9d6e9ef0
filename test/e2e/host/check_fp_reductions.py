#!/usr/bin/env python3
"""check_fp_reductions.py: Saturn's f32-reduction hang (docs/opu.md). Builds the
riscv64 host runtime (targets/host/kernel_run.c) as a user would, -O3
-march=rv64gcv, with each available compiler, disassembles it and fails when a
*_scalar_fp function (the f32 reduction loops: softmax rows, attention rows)
holds any vector instruction, or when the runtime holds an FP vector reduction
(vfred*/vfwred*) anywhere, or when the other functions' vector code changes.
Prints per-function vector / reduction / slide counts
before (NPUCC_HOST_VECTOR_FP_REDUCTIONS: attribute off) and after.
Exit 77 (skip) when no riscv64 compiler is found."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ap = argparse.ArgumentParser()
ap.add_argument("--src", required=True, help="project root")
ap.add_argument("--objdump", default="riscv64-linux-gnu-objdump")
ap.add_argument("--gcc", default="riscv64-linux-gnu-gcc")
ap.add_argument("--clang", default="", help="clang able to target riscv64 (default: clang-22, then clang)")
a = ap.parse_args()

flags = ["-O3", "-march=rv64gcv", "-mabi=lp64d", "-std=c17", "-ffp-contract=off", "-ffunction-sections",
         "-I" + os.path.join(a.src, "include"), "-I" + os.path.join(a.src, "targets"), "-c"]
srcs = [os.path.join(a.src, "targets", "host", "kernel_run.c")]
compilers = []
if shutil.which(a.gcc):
    compilers.append(("gcc", [a.gcc]))
for c in ([a.clang] if a.clang else ["clang-22", "clang"]):
    if c and shutil.which(c):
        compilers.append((os.path.basename(c), [c, "--target=riscv64-linux-gnu"]))
        break
objdump = shutil.which(a.objdump)
if not compilers or not objdump:
    print("SKIP: no riscv64 compiler or objdump")
    sys.exit(77)

FRED = re.compile(r"^vf(w)?red")
RED = re.compile(r"^v(f)?(w)?red")
SLIDE = re.compile(r"^v(f)?slide")


def counts(obj):
    """{function: [vector, reductions, slides]} from -ffunction-sections sections."""
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", obj], check=True, capture_output=True,
                         text=True).stdout
    res, fn = {}, None
    for line in out.splitlines():
        m = re.match(r"Disassembly of section \.text\.(\S+):", line)
        if m:
            fn = m.group(1)
            res.setdefault(fn, [0, 0, 0])
            continue
        m = re.match(r"\s+[0-9a-f]+:\s+(\S+)", line)
        if not m or fn is None:
            continue
        op = m.group(1)
        if op.startswith("v"):
            res[fn][0] += 1
            res[fn][1] += bool(RED.match(op))
            res[fn][2] += bool(SLIDE.match(op))
        if FRED.match(op):
            res[fn].append("fp-reduction")
    return res


bad = 0
tmp = tempfile.mkdtemp(prefix="npucc-fpred-")
try:
    for name, cc in compilers:
        got = {}
        for mode, extra in (("before", ["-DNPUCC_HOST_VECTOR_FP_REDUCTIONS"]), ("after", [])):
            obj = os.path.join(tmp, "%s_%s.o" % (name, mode))
            r = subprocess.run(cc + flags + extra + srcs + ["-o", obj], capture_output=True, text=True)
            if r.returncode:
                print("FAIL %s %s: does not compile:\n%s" % (name, mode, r.stderr))
                bad += 1
                break
            got[mode] = counts(obj)
        if len(got) < 2:
            continue
        before, after = got["before"], got["after"]
        scalar = sorted(f for f in after if f.endswith("_scalar_fp"))
        print("%s -O3 -march=rv64gcv: function: vector/reduction/slide instructions, before -> after" % name)
        for f in sorted(set(before) | set(after)):
            b, x = before.get(f, [0, 0, 0]), after.get(f, [0, 0, 0])
            if b[0] or x[0] or f in scalar:
                print("  %-28s %4d/%d/%d -> %4d/%d/%d%s" % (f, b[0], b[1], b[2], x[0], x[1], x[2],
                                                           "  (f32 reduction)" if f in scalar else ""))
        if len(scalar) < 2:
            print("FAIL %s: expected the *_scalar_fp functions (softmax and attention rows), found %s" % (name, scalar))
            bad += 1
        for f in scalar:
            if after[f][0]:
                print("FAIL %s: %s holds %d vector instructions" % (name, f, after[f][0]))
                bad += 1
        for f, v in after.items():
            if "fp-reduction" in v:
                print("FAIL %s: %s holds an FP vector reduction (vfred*/vfwred*)" % (name, f))
                bad += 1
        # The other paths keep their vector code: the attribute touches nothing else.
        vec = sum(v[0] for f, v in after.items() if f not in scalar)
        vec0 = sum(v[0] for f, v in before.items() if f not in scalar)
        print("  %s: %d vector instructions outside the f32 reduction functions (%d without the attribute)"
              % (name, vec, vec0))
        if vec != vec0:
            print("FAIL %s: the attribute changed the vector code of other functions" % name)
            bad += 1
finally:
    shutil.rmtree(tmp)
print("%d problem(s)" % bad)
sys.exit(1 if bad else 0)
