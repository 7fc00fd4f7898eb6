"""The run every kind's peer shares (peers/kinds/<kind>.py): its flags, generated cases
and submissions graded by the peer's statement and by `fde-grade KIND --format server`,
the texts compared byte for byte, optionally FDE-Bench's own evaluator too (a local
copy), a line of counts, and exit status 1 on any difference. Each kind's file keeps its
grading and its generators, and passes them in as functions.
"""
import argparse
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile


def load_evaluator(root, case, name, copy=True):
    """FDE-Bench's evaluator `case` (`029_hydropower_cascade_dispatch`) from a local copy
    as module `name`; `copy`: run from a temp copy of its tests/ (its baseline beside it)."""
    tests = os.path.join(root, "case", case, "tests")
    if copy:
        tmp = tempfile.mkdtemp(prefix=f"fde{case[:3]}-")
        shutil.copytree(tests, os.path.join(tmp, "tests"))
        tests = os.path.join(tmp, "tests")
    spec = importlib.util.spec_from_file_location(name, os.path.join(tests, "evaluator.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def hide_traceback(info):
    """The `traceback` of an evaluator's `error_info` as `X`: the server's names its files."""
    if "traceback" in info.get("error_info", {}):
        info["error_info"]["traceback"] = "X"
    return info


def first_error(want):
    """A report's count key: its first `error_info` key, else `valid`."""
    return next(iter(want["error_info"]), "valid")


def run(kind, *, plans, seed, name, submission, grade, theirs=None, per_case=None, new_case=None,
        key=first_error, traceback=True, units=("plans", "cases"), dumps=None):
    """Grade `plans` generated submissions (file `name` each) with the peer and fde-grade.

    new_case(rng, data_dir) -> case, a new one every `per_case` submissions (`None`: the
    kind reads no case data); submission(rng, case, k, i) -> the bytes of the i-th
    submission to case number k, or None for no file;
    grade(path, data_dir) -> (the peer's dict, what `theirs` needs besides);
    theirs = (load, compare) for `--fde-bench DIR`: load(DIR) -> the evaluator,
    compare(evaluator, path, data_dir, want, extra) -> (its dict, same?); key(want) -> its count
    key; traceback: fde-grade's traceback text read as `X`; dumps(want) -> the text the
    evaluator prints (default: `json.dumps(want, ensure_ascii=False, indent=2)`).
    """
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--plans", type=int, default=plans)
    ap.add_argument("--seed", type=int, default=seed)
    if per_case:
        ap.add_argument("--per-case", type=int, default=per_case, help=f"{units[0]} per generated {units[1][:-1]}")
    ap.add_argument("--keep")
    ap.add_argument("--fde-bench")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    evaluator = theirs[0](a.fde_bench) if a.fde_bench and theirs else None
    work = os.path.realpath(a.keep or tempfile.mkdtemp(prefix=f"{kind}-peer-"))
    counts, bad, evaluator_bad = {}, 0, 0
    case = data = None
    # fde-grade grades many files in one run, the case's data read once: the files of a
    # case go in batches, the concatenated texts compared; a batch that differs is re-run
    # file by file to name them (one process a file cost the energy peer ~55 CPU-s).
    pending = []

    def ours(paths, data):
        cmd = [a.cli, kind, "--format", "server"] + (["--data-dir", data] if data else []) + paths
        out = subprocess.run(cmd, capture_output=True, text=True)
        got = re.sub(r'"traceback": ".*"', '"traceback": "X"', out.stdout) if traceback else out.stdout
        return got, out.stderr

    def flush():
        nonlocal bad
        if not pending:
            return
        batch = list(pending)
        pending.clear()
        if len(batch) > 1 and ours([p for p, _, _ in batch], batch[0][2])[0] == "".join(t for _, t, _ in batch):
            return
        for path, text, data in batch:
            got_text, err = ours([path], data)
            if got_text != text:
                bad += 1
                if bad <= 10:
                    print(f"{path}: fde-grade differs:\n--- peer\n{text}\n--- fde-grade\n{got_text}{err}", file=sys.stderr)

    for n in range(a.plans):
        if per_case and n % a.per_case == 0:
            flush()
            data = os.path.join(work, f"data-{n // a.per_case:04d}")
            case = new_case(rng, data)
        d = os.path.join(work, f"{n:05d}")
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, name)
        body = submission(rng, case, *divmod(n, a.per_case)) if per_case else submission(rng, case, 0, n)
        if body is not None:
            with open(path, "wb") as f:
                f.write(body)
        want, extra = grade(path, data)
        text = (dumps(want) if dumps else json.dumps(want, ensure_ascii=False, indent=2)) + "\n"
        if evaluator is not None:
            got, same = theirs[1](evaluator, path, data, want, extra)
            if not same:
                evaluator_bad += 1
                if evaluator_bad <= 10:
                    print(f"{path}: FDE-Bench's evaluator differs from the peer:\n{got}\n{want}", file=sys.stderr)
        k = key(want)
        counts[k] = counts.get(k, 0) + 1
        # A missing file alone (fde-grade's message for it is the file's, not a batch's).
        pending.append((path, text, data))
        if body is None or len(pending) >= 200:
            flush()
    flush()
    if not a.keep:
        shutil.rmtree(work)
    seen = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    on = f" on {(a.plans + a.per_case - 1) // a.per_case} {units[1]}" if per_case else ""
    theirs_said = f", FDE-Bench's evaluator differs on {evaluator_bad}" if evaluator is not None else ""
    print(f"{kind}: {a.plans} {units[0]}{on} ({seen}), fde-grade differs on {bad}{theirs_said}")
    sys.exit(1 if bad or evaluator_bad else 0)
