"""The Python package against the CLI, byte for byte (run by scripts/test-python in a
fresh venv holding only the wheel; pytest runs it too).

For every example of cases-public/ (with its companion files as the CLI takes them)
and every file of the malformed corpus (crates/grader/tests/malformed/expected.json):
the module's report text (`report_json`), its dict, `server_output()` and `table()`
equal what `fde-grade` prints, and the wheel's `fde-grade` console script prints the
same stdout and stderr and exits with the same code as the binary. Errors are compared
too: a case that cannot be loaded raises with the CLI's message.

FDE_GRADE: the binary (default target/debug/fde-grade); FDE_GRADE_SCRIPT: the
console script (default: the `fde-grade` beside this Python).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import fde_grade

ROOT = Path(__file__).resolve().parents[3]
CLI = str(ROOT / os.environ.get("FDE_GRADE", "target/debug/fde-grade"))
SCRIPT = os.environ.get("FDE_GRADE_SCRIPT") or str(Path(sys.executable).with_name("fde-grade"))
CORPUS = ROOT / "crates/grader/tests/malformed"
# The CLI's errors in English, as the module says them.
ENV = {**os.environ, "LC_ALL": "C", "LANG": "C"}
KINDS = {k["id"]: k for k in fde_grade.kinds()}
COUNTS = {}


def count(what, n=1):
    COUNTS[what] = COUNTS.get(what, 0) + n


def run(argv, cwd):
    """The binary's (stdout, stderr, exit code) for `argv`, and the console script's,
    which must be the same bytes."""
    out = subprocess.run([CLI, *argv], cwd=cwd, env=ENV, capture_output=True)
    script = subprocess.run([SCRIPT, *argv], cwd=cwd, env=ENV, capture_output=True)
    for what, got, want in [("stdout", script.stdout, out.stdout), ("stderr", script.stderr, out.stderr)]:
        at = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        assert got == want, f"console script's {what} != fde-grade's for {argv} in {cwd}, from byte {at}:\n{got[max(0, at - 40) : at + 80]!r}\n!=\n{want[max(0, at - 40) : at + 80]!r}"
    assert script.returncode == out.returncode, (argv, script.returncode, out.returncode)
    count("console-script runs == fde-grade")
    return out.stdout.decode("utf-8"), out.stderr.decode("utf-8"), out.returncode


def same_report(report, line, what):
    assert report.report_json == line, f"{what}: report_json != fde-grade's\n{report.report_json}\n!=\n{line}"
    assert report == json.loads(line), what
    count("reports == fde-grade")


def error_text(stderr):
    """The CLI's error without its `fde-grade: ` prefix and final newline."""
    assert stderr.startswith("fde-grade: "), stderr
    return stderr[len("fde-grade: ") :].rstrip("\n")


def companion(kind, extras):
    """The example's companion files as the CLI's flags and as keyword arguments."""
    flag = KINDS[kind]["companion_flag"]
    if not (flag and extras):
        return [], {}
    return [f"--{flag}", extras[0]], {flag.replace("-", "_"): extras[0]}


def example_cases():
    """The public cases and the e2e fixture cases (a tiny case of each kind, toy-grid's
    files in its data/), as the wasm parity test takes them."""
    for folder in ("cases-public", "e2e/fixtures/cases"):
        for manifest in sorted((ROOT / folder).glob("*/case.json")):
            yield manifest.parent, json.loads(manifest.read_text(encoding="utf-8"))


def test_examples():
    """Every example of every case: module == binary == console script."""
    cases = list(example_cases())
    assert len(cases) >= 14, cases
    before = COUNTS.get("examples", 0)
    for path, m in cases:
        kind, subs = m["kind"], m["submissions"]
        os.chdir(path)
        # The examples of one case in one run of the CLI when they take no companion
        # file (JSON lines, one a file), else one run each.
        groups = [subs] if not any(s.get("extra_files") for s in subs) else [[s] for s in subs]
        for group in groups:
            flags, kwargs = companion(kind, group[0].get("extra_files", []))
            names = [s["file"] for s in group]
            case = fde_grade.Case(str(path), **kwargs)
            assert case.kind == kind
            stdout, _, code = run([kind, "--case", str(path), *flags, *names], path)
            assert code == 0, (path, names)
            lines = stdout.splitlines()
            assert len(lines) == len(names)
            for name, line in zip(names, lines):
                what = f"{path.name}/{name}"
                same_report(case.grade(name), line, what)
                same_report(case.grade(Path(name).read_bytes(), name=name), line, what + " (bytes)")
                same_report(fde_grade.grade(kind, name, case=str(path), **kwargs), line, what + " (grade())")
                count("examples")
            server, _, _ = run([kind, "--case", str(path), *flags, "--format", "server", *names], path)
            assert "".join(case.server_output(n) + "\n" for n in names) == server, f"{path.name}: server output"
            assert fde_grade.server_output(kind, names[0], case=str(path), **kwargs) == case.server_output(names[0])
            table, _, _ = run([kind, "--case", str(path), *flags, "--format", "table", "--lang", "en", *names], path)
            assert "".join(case.table(n) for n in names) == table, f"{path.name}: table"
            count("server outputs and tables == fde-grade", len(names))
    assert COUNTS["examples"] - before == sum(len(m["submissions"]) for _, m in cases)


def test_flags_and_broken_files():
    """--data-dir given outright (a case reading files from data/), as the CLI takes it
    and when it is wrong; the e2e broken files against routing-city."""
    grid = ROOT / "e2e/fixtures/cases/toy-grid"
    name = json.loads((grid / "case.json").read_text(encoding="utf-8"))["submissions"][0]["file"]
    for data_dir in (grid / "data", grid / "submissions"):
        stdout, stderr, code = run(["prediction", "--case", str(grid), "--data-dir", str(data_dir), name], grid)
        os.chdir(grid)
        try:
            report = fde_grade.grade("prediction", name, case=grid, data_dir=data_dir)
            same_report(report, stdout.rstrip("\n"), f"toy-grid --data-dir {data_dir}")
        except fde_grade.CaseError as e:
            assert code == 2 and str(e) == error_text(stderr), (str(e), stderr)
            count("case data errors == fde-grade's")
    routing = ROOT / "cases-public/routing-city"
    broken = sorted(p.name for p in (ROOT / "e2e/fixtures/broken").iterdir())
    assert broken
    stdout, _, _ = run(["routing", "--case", str(routing), *broken], ROOT / "e2e/fixtures/broken")
    os.chdir(ROOT / "e2e/fixtures/broken")
    case = fde_grade.Case(routing)
    lines = stdout.splitlines()
    assert len(lines) == len(broken)
    for name, line in zip(broken, lines):
        report = case.grade(name)
        same_report(report, line, f"broken/{name}")
        assert not report.valid and report.problems, name
        count("broken files")


def corpus_entries():
    return json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))["entries"]


def test_malformed_corpus():
    """Every file of the malformed corpus in its role: a submission, a case data file
    (a report, or the same error), an uplift ask log."""
    entries = [e for e in corpus_entries() if not e.get("recipe")]
    before = sum(v for k, v in COUNTS.items() if k.startswith("malformed"))
    by_case = {}
    for e in entries:
        if e.get("graded_as"):
            # A name no file can have (`<script>alert(1)</script>.json`): graded as bytes
            # under it; its report names it.
            m = json.loads((ROOT / e["case"] / "case.json").read_text(encoding="utf-8"))
            r = fde_grade.Case(str(ROOT / e["case"])).grade((CORPUS / e["file"]).read_bytes(), name=e["graded_as"])
            assert r["file"] == e["graded_as"] and r["kind"] == m["kind"]
            count("malformed: graded under another name (bytes)")
        elif e["role"] == "submission":
            by_case.setdefault(e["case"], []).append(e["file"])
    for case_dir, files in by_case.items():
        case_path = str(ROOT / case_dir)
        kind = fde_grade.Case(case_path).kind
        case = fde_grade.Case(case_path)
        os.chdir(CORPUS)
        for fmt in ("json", "server"):
            stdout, _, code = run([kind, "--case", case_path, "--format", fmt, *files], CORPUS)
            assert code in (0, 3), (case_dir, code)
            if fmt == "server":
                assert "".join(case.server_output(f) + "\n" for f in files) == stdout, f"{case_dir}: server output"
                continue
            lines = stdout.splitlines()
            assert len(lines) == len(files)
            for f, line in zip(files, lines):
                same_report(case.grade(f), line, f)
                same_report(case.grade((CORPUS / f).read_bytes(), name=f), line, f + " (bytes)")
                count("malformed: submissions")
    for e in entries:
        if e["role"] == "data":
            kind = json.loads((ROOT / e["case"] / "case.json").read_text(encoding="utf-8"))["kind"]
            role = KINDS[kind]["data_role"]
            data, submission = str(CORPUS / e["file"]), str(ROOT / e["with"])
            stdout, stderr, code = run([kind, "--case", str(ROOT / e["case"]), f"--{role}", data, submission], ROOT)
            try:
                case = fde_grade.Case(str(ROOT / e["case"]), **{role: data})
            except (fde_grade.CaseError, OSError) as error:
                assert code == 2 and str(error) == error_text(stderr), f"{e['file']}: {error!r} != {stderr!r}"
                count("malformed: case data errors == fde-grade's")
                continue
            assert code == 0, f"{e['file']}: the module loaded a case fde-grade refused: {stderr}"
            assert "".join(f"fde-grade: {w}\n" for w in case.warnings) == stderr, e["file"]
            same_report(case.grade(submission), stdout.rstrip("\n"), e["file"])
            count("malformed: case data files")
        elif e["role"] == "ask-log":
            log, result = str(CORPUS / e["file"]), str(ROOT / e["with"])
            stdout, _, code = run(["uplift", "--case", str(ROOT / e["case"]), "--ask-log", log, result], ROOT)
            same_report(fde_grade.grade("uplift", result, case=str(ROOT / e["case"]), ask_log=log), stdout.rstrip("\n"), e["file"])
            count("malformed: ask logs")
    # Every file of the corpus but the recipes (built by the Rust test) was compared.
    assert sum(v for k, v in COUNTS.items() if k.startswith("malformed")) - before == len(entries) >= 120


def test_errors_and_helpers():
    routing = ROOT / "cases-public/routing-city"
    # A case that cannot be loaded: the CLI's message, as an exception.
    _, stderr, code = run(["routing", "--case", str(ROOT / "no-such-case"), "x.json"], ROOT)
    try:
        fde_grade.grade("routing", "x.json", case=str(ROOT / "no-such-case"))
        raise AssertionError("no error for a missing case")
    except FileNotFoundError as e:
        assert code == 2 and str(e) == error_text(stderr), (str(e), stderr)
    _, stderr, code = run(["scorecard", "--case", str(routing), "x.csv"], ROOT)
    try:
        fde_grade.Case(routing, kind="scorecard")
        raise AssertionError("no error for a case of another kind")
    except fde_grade.CaseError as e:
        assert code == 2 and str(e) == error_text(stderr), (str(e), stderr)
    # A submission that cannot be read; a flag the kind does not take.
    case = fde_grade.Case(routing)
    for call, error in [
        (lambda: case.grade(str(ROOT / "missing.json")), FileNotFoundError),
        (lambda: fde_grade.Case(routing, truth="t.csv"), TypeError),
        (lambda: fde_grade.Case(routing, reference_cost="cheap"), ValueError),
        (lambda: fde_grade.explain("routing/no-such-code"), LookupError),
        (lambda: case.grade(42), TypeError),
    ]:
        try:
            call()
            raise AssertionError(f"no {error.__name__}")
        except error as e:
            assert str(e), error
            count("errors raised")
    # A bad submission is an ordinary report; check() raises with every located problem.
    bad = case.grade(b'{"routes": [["nope"]]}', name="routes.json")
    assert bad["valid"] is False and bad.problems
    try:
        fde_grade.check(case, b'{"routes": [["nope"]]}', name="routes.json")
        raise AssertionError("check() passed an invalid plan")
    except AssertionError as e:
        assert isinstance(e, fde_grade.CheckFailed) and e.report == bad
        assert all(p in str(e) for p in bad.problems) and "routes.json, " in str(e), str(e)
    reference = next(s["file"] for s in json.loads((routing / "case.json").read_text())["submissions"] if "reference" in s["file"])
    assert fde_grade.check(str(routing), str(routing / reference))["valid"] is True
    # explain and kinds: what the CLI prints.
    stdout, _, _ = run(["explain", "routing/over-capacity"], ROOT)
    assert fde_grade.explain("routing/over-capacity") == stdout
    stdout, _, _ = run(["kinds"], ROOT)
    assert fde_grade.kinds() == json.loads(stdout)
    # The console script's usage errors and --help, as the binary's (run compares).
    run(["routing", "--bogus", "x.json"], ROOT)
    run(["uplift", "--help"], ROOT)
    count("helpers")


if __name__ == "__main__":
    for name, test in list(globals().items()):
        if name.startswith("test_") and callable(test):
            test()
    print(f"python {sys.version.split()[0]}, fde_grade {fde_grade.__version__}: " + "; ".join(f"{k} {v}" for k, v in COUNTS.items()))
