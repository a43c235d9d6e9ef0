#!/usr/bin/env python3
# golden.py: runs npucc on every input in test/golden/inputs for every target and
# diffs what it prints and writes against test/golden/expected (or rewrites them).
"""Golden tests for npucc.

usage: golden.py --npucc PATH [--srcdir DIR] [--mode golden|determinism]
                 [--update] [--jobs N] [--only SUBSTRING]

For each inputs/X.mlir and target T (npu, gemmini, opu) the runner checks
  X.T.list          --list-dispatches output (stdout, then stderr if any)
  X.T.json          --emit=graph output, also validated against the schema
  X.T.after-P.txt   --print-after=P --list-dispatches, for the pairs listed in
                    print_after.txt
  X.T.asm(.json)    the assembly and its graph, once a target has an emitter
                    and the golden has been recorded; until then --emit=asm must
                    either succeed and write its files or fail with exit 1 and
                    write nothing
and for each inputs/errors/X.mlir that every target fails with exit 1, writes
nothing, and prints exactly errors/X.err.

npucc runs in a fresh directory per case, with the inputs reached through a
relative `inputs` link, so every path it prints or writes is the same on every
machine. --update rewrites expected/ from the current npucc (the Makefile's
`make golden-update` calls it through update.sh); it still refuses graphs that
fail the schema. known_issues.txt lists graphs known to violate the schema:
those must keep failing it (strict), and have no JSON golden until fixed.

--mode determinism compiles every input twice per target (graph, weights,
dispatch list, and assembly where the target emits one) and requires
identical bytes.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import validate_taskgraph  # noqa: E402

TARGETS = ("npu", "gemmini", "opu")
ASM_EXT = {"npu": ".isa", "gemmini": ".s", "opu": ".s"}
DIAG_LINE = r"(:[0-9]+:[0-9]+)?: (error|warning|note): "


class Case:
    """One check; `run` returns a list of failure messages and fills `written`
    with expected-file contents in update mode."""

    def __init__(self, name, fn):
        self.name, self.fn = name, fn
        self.failures, self.written, self.notes = [], {}, []


class Runner:
    def __init__(self, args):
        self.npucc = os.path.abspath(args.npucc)
        self.src = os.path.abspath(args.srcdir)
        self.inputs = os.path.join(self.src, "inputs")
        self.expected = os.path.join(self.src, "expected")
        self.update = args.update
        self.tmp = tempfile.mkdtemp(prefix="npucc-golden-")
        self.known = self._read_known_issues()
        self.print_after = self._read_print_after()
        self.env = dict(os.environ, LC_ALL="C")

    def _read_known_issues(self):
        known = {}
        path = os.path.join(self.src, "known_issues.txt")
        for line in open(path, encoding="utf-8") if os.path.exists(path) else []:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            stem, target = line.split()[:2]
            for t in TARGETS if target == "*" else (target,):
                known[(stem, t)] = True
        return known

    def _read_print_after(self):
        pairs = []
        for line in open(os.path.join(self.src, "print_after.txt"), encoding="utf-8"):
            line = line.split("#", 1)[0].strip()
            if line:
                stem, target, pas = line.split()
                pairs.append((stem, target, pas))
        return pairs

    # ------------------------------------------------------------ helpers

    def workdir(self, name):
        d = os.path.join(self.tmp, name)
        os.makedirs(os.path.join(d, "out"))
        os.symlink(self.inputs, os.path.join(d, "inputs"))
        return d

    def npucc_run(self, cwd, args):
        p = subprocess.run([self.npucc] + args, cwd=cwd, env=self.env, capture_output=True,
                           timeout=120)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")

    @staticmethod
    def files_in(d):
        """Every file under d except the inputs link, relative to d."""
        found = []
        for root, dirs, files in os.walk(d):
            if root == d and "inputs" in dirs:
                dirs.remove("inputs")
            found += [os.path.relpath(os.path.join(root, f), d) for f in files]
        return sorted(found)

    def compare(self, case, fname, actual):
        """Diff `actual` against expected/fname, or record it in update mode."""
        if self.update:
            case.written[fname] = actual
            return
        path = os.path.join(self.expected, fname)
        if not os.path.exists(path):
            case.failures.append("no golden %s (run `make golden-update` and review the diff)" % fname)
            return
        with open(path, encoding="utf-8") as f:
            want = f.read()
        if want != actual:
            diff = difflib.unified_diff(want.splitlines(True), actual.splitlines(True),
                                        "expected/" + fname, "actual", n=2)
            text = "".join(list(diff)[:80])
            case.failures.append("%s differs from the golden:\n%s" % (fname, text))

    @staticmethod
    def check_diag_lines(case, stderr, path):
        """Every diagnostic names the input; every error has line:col unless it is
        about the whole file."""
        pat = re.compile("^" + re.escape(path) + DIAG_LINE)
        for line in stderr.splitlines():
            if not pat.match(line):
                case.failures.append("stderr line without '%s:LINE:COL: level:': %r" % (path, line))

    def check_graph(self, case, cwd, json_rel, stem, target, input_rel):
        """Schema + cross-reference validation and weights contents; returns the
        graph, or None when it could not be read."""
        try:
            with open(os.path.join(cwd, json_rel), encoding="utf-8") as f:
                g = json.load(f)
        except (OSError, ValueError) as e:
            case.failures.append("%s: not readable JSON: %s" % (json_rel, e))
            return None
        errs = validate_taskgraph.validate_graph(g, cwd=cwd)
        if (stem, target) in self.known:
            if not errs:
                case.failures.append("%s now passes the schema: remove '%s %s' from known_issues.txt "
                                     "and run `make golden-update`" % (json_rel, stem, target))
            else:
                case.notes.append("known issue, still present: " + errs[0])
            return None
        case.failures += ["%s: %s" % (json_rel, e) for e in errs]
        if g["input"]["file"] != input_rel:
            case.failures.append("input.file %r, expected %r" % (g["input"]["file"], input_rel))
        if not errs:
            self.check_weights(case, cwd, g, input_rel)
        return g

    def check_weights(self, case, cwd, g, input_rel):
        """dense_resource blobs must reach the weights file byte for byte."""
        blobs = read_blobs(os.path.join(cwd, input_rel))
        wpath = g["files"]["weights"]
        data = b""
        if wpath:
            with open(os.path.join(cwd, wpath), "rb") as f:
                data = f.read()
        for b in g["buffers"]:
            c = b.get("constant")
            if not c:
                continue
            m = re.match(r"dense_resource<(.*)>$", c.get("source", ""))
            if not m:
                continue
            name = m.group(1)
            if name in blobs:
                if c["kind"] != "dense" or "weights_offset" not in c:
                    case.failures.append("buffer %d: blob %s is in the file but the graph says %s"
                                         % (b["id"], name, c["kind"]))
                    continue
                got = data[c["weights_offset"]:c["weights_offset"] + c["weights_bytes"]]
                if got != blobs[name]:
                    case.failures.append("buffer %d: weights bytes differ from blob %s" % (b["id"], name))
            elif c["contents_known"]:
                case.failures.append("buffer %d: blob %s is not in the file, yet contents_known"
                                     % (b["id"], name))

    # -------------------------------------------------------------- cases

    def valid_case(self, stem, target):
        def run(case):
            input_rel = "inputs/%s.mlir" % stem
            cwd = self.workdir(case.name)
            # 1. the dispatch list and the graph, from one compilation
            json_rel = "out/%s.%s.json" % (stem, target)
            rc, out, err = self.npucc_run(cwd, ["--target=" + target, "--list-dispatches",
                                                "--emit=graph", "-o", json_rel, input_rel])
            if rc != 0:
                case.failures.append("--list-dispatches --emit=graph: exit %d\n%s" % (rc, err))
                return
            self.check_diag_lines(case, err, input_rel)
            listing = out + ("// stderr:\n" + err if err else "")
            self.compare(case, "%s.%s.list" % (stem, target), listing)
            lines = out.splitlines()
            for i, line in enumerate(lines):
                if not re.match(r"dispatch %d: \S+ .* -> (npu|gemmini|opu|host)" % i, line):
                    case.failures.append("dispatch line %d malformed: %r" % (i, line))
            # 2. the graph
            extra = [f for f in self.files_in(cwd)
                     if f not in (json_rel, json_rel[:-5] + ".weights.bin")]
            if extra:
                case.failures.append("--emit=graph also wrote %s" % extra)
            g = self.check_graph(case, cwd, json_rel, stem, target, input_rel)
            if g is not None:
                self.check_list_matches_graph(case, lines, g)
                with open(os.path.join(cwd, json_rel), encoding="utf-8") as f:
                    self.compare(case, "%s.%s.json" % (stem, target), f.read())
            # 3. assembly, when the target has an emitter
            self.asm_step(case, cwd, stem, target, input_rel)
            # 4. pass dumps
            for s, t, pas in self.print_after:
                if (s, t) != (stem, target):
                    continue
                rc, out3, err3 = self.npucc_run(cwd, ["--target=" + target, "--print-after=" + pas,
                                                      "--list-dispatches", input_rel])
                if rc != 0:
                    case.failures.append("--print-after=%s: exit %d\n%s" % (pas, rc, err3))
                    continue
                if not out3.startswith("// ----- after %s -----\n" % (pas if pas != "all" else "import")):
                    case.failures.append("--print-after=%s: dump does not start with its header" % pas)
                if not out3.endswith(out):
                    case.failures.append("--print-after=%s: the dispatch list after the dump differs" % pas)
                self.compare(case, "%s.%s.after-%s.txt" % (stem, target, pas), out3)
        return Case("%s.%s" % (stem, target), run)

    @staticmethod
    def check_list_matches_graph(case, lines, g):
        """The two views of one compilation must agree task by task."""
        if len(lines) != len(g["tasks"]):
            case.failures.append("%d dispatch lines but %d tasks" % (len(lines), len(g["tasks"])))
            return
        for line, t in zip(lines, g["tasks"]):
            head = "dispatch %d: %s " % (t["id"], t["kind"])
            dev = " -> %s" % t["device"]
            if not line.startswith(head) or (dev + ":" not in line and dev + " (" not in line
                                             and not line.endswith(dev)):
                case.failures.append("dispatch line %r disagrees with task %d (%s on %s)"
                                     % (line, t["id"], t["kind"], t["device"]))
            if t["device"] == "host" and not line.endswith(": " + t["reason"]):
                case.failures.append("dispatch line %r does not end with the task's reason %r"
                                     % (line, t["reason"]))

    def asm_step(self, case, cwd, stem, target, input_rel):
        golden = "%s.%s.asm" % (stem, target)
        asm_rel = "out/asm/%s%s" % (stem, ASM_EXT[target])
        os.makedirs(os.path.join(cwd, "out", "asm"))
        rc, out, err = self.npucc_run(cwd, ["--target=" + target, "-o", asm_rel, input_rel])
        written = [f for f in self.files_in(cwd) if f.startswith("out/asm/")]
        have_golden = os.path.exists(os.path.join(self.expected, golden))
        if rc == 1:
            if written:
                case.failures.append("--emit=asm failed but left %s" % written)
            if not re.search(r"(^|\n)" + re.escape(input_rel) + DIAG_LINE.replace("(error|warning|note)", "error"), err):
                case.failures.append("--emit=asm failed without a '%s...: error:' line: %r" % (input_rel, err))
            if have_golden and not self.update:
                case.failures.append("--emit=asm fails, but %s was recorded:\n%s" % (golden, err))
            case.notes.append("no assembly: " + err.strip().splitlines()[-1])
            return
        if rc != 0:
            case.failures.append("--emit=asm: exit %d\n%s" % (rc, err))
            return
        json_rel = "out/asm/%s.json" % stem
        want = {asm_rel, json_rel}
        missing = want - set(written)
        if missing:
            case.failures.append("--emit=asm succeeded but did not write %s" % sorted(missing))
            return
        with open(os.path.join(cwd, asm_rel), encoding="utf-8") as f:
            asm = f.read()
        g = self.check_graph(case, cwd, json_rel, stem, target, input_rel)
        if g is not None and not asm.strip() and any(t["device"] != "host" for t in g["tasks"]):
            case.failures.append("--emit=asm wrote an empty %s for offloaded tasks" % asm_rel)
        if g is not None and g["files"]["assembly"] != asm_rel:
            case.failures.append("graph files.assembly %r, expected %r" % (g["files"]["assembly"], asm_rel))
        if have_golden or self.update:
            self.compare(case, golden, asm)
            if g is not None:
                with open(os.path.join(cwd, json_rel), encoding="utf-8") as f:
                    self.compare(case, golden + ".json", f.read())

    def error_case(self, stem):
        def run(case):
            input_rel = "inputs/errors/%s.mlir" % stem
            seen = None
            for target in TARGETS:
                cwd = self.workdir("%s.%s" % (case.name, target))
                rc, out, err = self.npucc_run(cwd, ["--target=" + target, "--emit=graph", "-o",
                                                    "out/x.json", input_rel])
                if rc != 1:
                    case.failures.append("%s: exit %d, expected 1" % (target, rc))
                if out:
                    case.failures.append("%s: printed to stdout: %r" % (target, out))
                if self.files_in(cwd):
                    case.failures.append("%s: wrote %s on a compile error" % (target, self.files_in(cwd)))
                if not re.search("^" + re.escape(input_rel) + r"(:[0-9]+:[0-9]+)?: error: ", err, re.M):
                    case.failures.append("%s: no '%s:LINE:COL: error:' line" % (target, input_rel))
                self.check_diag_lines(case, err, input_rel)
                if seen is not None and err != seen:
                    case.failures.append("%s: diagnostics differ between targets" % target)
                seen = err
            self.compare(case, "errors/%s.err" % stem, seen or "")
        return Case("errors/" + stem, run)

    def determinism_case(self, stem, target):
        def run(case):
            input_rel = "inputs/%s.mlir" % stem
            outs = []
            for rep in range(2):
                cwd = self.workdir("%s.%d" % (case.name, rep))
                os.makedirs(os.path.join(cwd, "out", "asm"))
                got = {}
                got["list+graph"] = self.npucc_run(cwd, ["--target=" + target, "--list-dispatches",
                                                         "--emit=graph", "-o", "out/g.json", input_rel])
                # A target without an emitter fails the same way every time;
                # only a working emitter's output is worth a second run.
                if rep == 0 or outs[0]["asm"][0] == 0:
                    got["asm"] = self.npucc_run(cwd, ["--target=" + target, "-o",
                                                      "out/asm/p" + ASM_EXT[target], input_rel])
                else:
                    got["asm"] = outs[0]["asm"]
                for f in self.files_in(cwd):
                    with open(os.path.join(cwd, f), "rb") as fh:
                        got[f] = fh.read()
                outs.append(got)
            a, b = outs
            if a["list+graph"][0] != 0 or "out/g.json" not in a:
                case.failures.append("--emit=graph failed: %s" % (a["list+graph"],))
            for key in sorted(set(a) | set(b)):
                if a.get(key) != b.get(key):
                    case.failures.append("%s differs between two identical runs" % key)
            if a["asm"][0] == 0:
                case.notes.append("assembly compared too")
        return Case("%s.%s" % (stem, target), run)

    # --------------------------------------------------------------- main

    def cases(self, mode, only):
        valid = sorted(f[:-5] for f in os.listdir(self.inputs) if f.endswith(".mlir"))
        errors = sorted(f[:-5] for f in os.listdir(os.path.join(self.inputs, "errors"))
                        if f.endswith(".mlir"))
        for s, t, _ in self.print_after:
            if s not in valid or t not in TARGETS:
                raise SystemExit("print_after.txt names %s %s, which is not an input/target" % (s, t))
        for s, _ in self.known:
            if s not in valid:
                raise SystemExit("known_issues.txt names %s, which is not an input" % s)
        out = []
        for stem in valid:
            for t in TARGETS:
                c = self.valid_case(stem, t) if mode == "golden" else self.determinism_case(stem, t)
                out.append(c)
        if mode == "golden":
            out += [self.error_case(s) for s in errors]
        return [c for c in out if not only or only in c.name]

    def write_goldens(self, cases):
        """Replace expected/ with what this run produced; stale files go."""
        produced = {}
        for c in cases:
            produced.update(c.written)
        old = set()
        for root, _, files in os.walk(self.expected):
            old |= {os.path.relpath(os.path.join(root, f), self.expected) for f in files}
        changed = added = 0
        for fname, text in sorted(produced.items()):
            path = os.path.join(self.expected, fname)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            prev = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if prev != text:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                changed += prev is not None
                added += prev is None
        stale = sorted(old - set(produced))
        for fname in stale:
            os.remove(os.path.join(self.expected, fname))
        print("golden-update: %d files, %d changed, %d added, %d removed"
              % (len(produced), changed, added, len(stale)))


def read_blobs(path):
    """name -> raw bytes (alignment header dropped) of the file's builtin blobs."""
    text = open(path, encoding="utf-8", errors="replace").read()
    start = text.find("{-#")
    blobs = {}
    if start < 0:
        return blobs
    for m in re.finditer(r'([A-Za-z0-9_.$-]+|"[^"]*")\s*:\s*"0x([0-9A-Fa-f]*)"', text[start:]):
        name = m.group(1).strip('"')
        raw = bytes.fromhex(m.group(2))
        blobs[name] = raw[4:]
    return blobs


def main(argv):
    ap = argparse.ArgumentParser(description="npucc golden tests")
    ap.add_argument("--npucc", default=os.environ.get("NPUCC"), required="NPUCC" not in os.environ)
    ap.add_argument("--srcdir", default=HERE)
    ap.add_argument("--mode", choices=("golden", "determinism"), default="golden")
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--only", default="")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    a = ap.parse_args(argv)
    if a.update and (a.mode != "golden" or a.only):
        raise SystemExit("--update regenerates everything: use it without --mode/--only")
    r = Runner(a)
    cases = r.cases(a.mode, a.only)
    if not cases:
        raise SystemExit("no cases selected")

    def run_one(c):
        try:
            c.fn(c)
        except Exception as e:  # a crash of the runner is a failure of the case
            c.failures.append("runner error: %r" % e)
        return c

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            done = list(ex.map(run_one, cases))
    finally:
        if not a.keep:
            shutil.rmtree(r.tmp, ignore_errors=True)
    bad = [c for c in done if c.failures]
    for c in done:
        status = "FAIL" if c.failures else "ok"
        extra = ("  (" + "; ".join(c.notes) + ")") if c.notes and not c.failures else ""
        print("%-4s %s%s" % (status, c.name, extra[:200]))
        for f in c.failures:
            print("     " + f.replace("\n", "\n     "))
    print("%s: %d cases, %d failed" % (a.mode, len(done), len(bad)))
    if a.update:
        if bad:
            print("golden-update: not writing anything while cases fail")
            return 1
        r.write_goldens(done)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
