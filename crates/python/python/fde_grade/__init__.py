"""Exact graders for FDE-Bench / FDE-Gym benchmark cases, in process.

The same core as the ``fde-grade`` command: a report here is the CLI's JSON report,
parsed with :mod:`json` (its text is kept as ``report.report_json``).

>>> import fde_grade
>>> report = fde_grade.grade("routing", "routes.json", case="cases-public/routing-city")
>>> report["overall_score"], report["valid"]

A case is a case folder (or its ``case.json``), as the CLI's ``--case``; the CLI's other
flags are keyword arguments with ``_`` for ``-`` (``truth=``, ``data_dir=``,
``reference_cost=``, uplift's ``ask_log=``, ``people=``, ``variants=``, ``variant=``,
``ledger=``, ``ledger_head=``, ``meta=``, ``contact_cost=``): ``fde_grade.flags(kind)``
lists a kind's. A case that cannot be loaded raises :class:`CaseError`, a file that
cannot be read :class:`OSError`; a submission that does not pass is an ordinary report
(``valid: False``, every problem in ``diagnostics``).
"""

import json
import os

from . import _native
from ._native import CaseError

__version__ = _native.__version__
__all__ = ["Case", "CaseError", "CheckFailed", "Report", "check", "explain", "flags", "grade", "kinds", "server_output"]


class Report(dict):
    """A report: the CLI's JSON report as a dict (``json.loads`` of its exact text).

    ``report_json`` is that text, byte for byte what ``fde-grade KIND FILE`` prints
    (without the final newline); ``problems`` the problems that reject the submission,
    ``warnings`` the others, each as the CLI's errors say a diagnostic
    (``<location>: [<code>] <message> (hint: <hint>)``).
    """

    report_json: str
    problems: list
    warnings: list

    def __init__(self, graded):
        super().__init__(json.loads(graded.json))
        self.report_json = graded.json
        self.problems = list(graded.problems)
        self.warnings = list(graded.warnings)

    @property
    def valid(self):
        """Whether the submission passes (the report's ``valid``)."""
        return bool(self.get("valid"))


class CheckFailed(AssertionError):
    """Raised by :func:`check`: the submission does not pass. The message lists every
    located problem, one a line; ``report`` is the :class:`Report`."""

    def __init__(self, report):
        name = report.get("file", "the submission")
        lines = report.problems or [report.get("verdict", "not valid")]
        super().__init__(f"{name} does not pass ({len(lines)} problem{'s' if len(lines) != 1 else ''}):\n" + "\n".join(lines))
        self.report = report


def _path(value):
    return os.fspath(value)


def _value(value):
    """A keyword argument as the CLI's flag value: a path, a number or a word."""
    if isinstance(value, (str, os.PathLike)):
        return os.fspath(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"a flag's value is a path, a number or a string, not {type(value).__name__}")
    return repr(float(value)) if isinstance(value, float) else str(value)


def _submission(submission, name, kind):
    """(path, data, name) for the native grader: a path (str or os.PathLike) or bytes."""
    if isinstance(submission, (bytes, bytearray, memoryview)):
        return None, bytes(submission), name if name is not None else _SUBMISSION_NAMES[kind]
    if isinstance(submission, (str, os.PathLike)):
        if name is not None:
            raise TypeError("name= is for a submission given as bytes")
        return _path(submission), None, None
    raise TypeError(f"a submission is a path or bytes, not {type(submission).__name__}")


class Case:
    """A case loaded once, to grade many submissions.

    ``Case("cases-public/routing-city")`` reads the folder's ``case.json`` (its kind
    from it); ``Case(kind="scorecard", truth="truth.csv")`` grades without a folder.
    Keyword arguments are the CLI's flags (``fde_grade.flags(kind)``).
    """

    def __init__(self, case=None, *, kind=None, **flags):
        if case is not None:
            case = _path(case)
        if kind is None:
            if case is None:
                raise TypeError("Case() needs a case folder or kind=")
            kind = _native.case_kind(case)
        pairs = [(k, _value(v)) for k, v in flags.items() if v is not None]
        self._grader = _native.Grader(kind, case, pairs)
        self.kind = self._grader.kind
        self.case = case

    def __repr__(self):
        return f"fde_grade.Case({self.case!r}, kind={self.kind!r})"

    @property
    def warnings(self):
        """Problems in the case data that did not stop loading it (the CLI's warnings)."""
        return list(self._grader.warnings)

    def grade(self, submission, *, name=None):
        """Grade a submission: a path, or bytes (then ``name``, default the kind's usual
        file name, is the name the report shows). Returns a :class:`Report`."""
        path, data, name = _submission(submission, name, self.kind)
        return Report(self._grader.grade(path, data, name))

    def server_output(self, submission, *, name=None):
        """What ``fde-grade KIND --format server`` prints for the submission (what the
        benchmark's own evaluator prints), without the final newline."""
        path, data, name = _submission(submission, name, self.kind)
        return self._grader.server_output(path, data, name)[0]

    def table(self, submission, *, name=None, lang="en"):
        """The human summary ``fde-grade KIND --format table --lang LANG`` prints."""
        path, data, name = _submission(submission, name, self.kind)
        return self._grader.table(path, data, name, lang)

    def check(self, submission, *, name=None):
        """Grade the submission; raise :class:`CheckFailed` (an ``AssertionError``) with
        every located problem unless it passes. Returns the :class:`Report`."""
        report = self.grade(submission, name=name)
        if not report.valid:
            raise CheckFailed(report)
        return report


def _case(kind, case, flags):
    return Case(case, kind=kind, **flags)


def grade(kind, submission, case=None, *, name=None, **flags):
    """Grade one submission (a path, or bytes named ``name``) of a ``kind`` case, as
    ``fde-grade KIND --case CASE [--FLAG VALUE …] SUBMISSION`` does. Returns a
    :class:`Report` (a dict equal to the CLI's JSON)."""
    return _case(kind, case, flags).grade(submission, name=name)


def server_output(kind, submission, case=None, *, name=None, **flags):
    """What ``fde-grade KIND --format server`` prints for one submission, without the
    final newline."""
    return _case(kind, case, flags).server_output(submission, name=name)


def check(case, submission, *, kind=None, name=None, **flags):
    """A pre-submission check: grade ``submission`` against ``case`` (a :class:`Case`,
    or a case folder) and raise :class:`CheckFailed` (an ``AssertionError``, so pytest
    shows it as a failed assertion) listing every located problem unless it passes.
    Returns the :class:`Report`."""
    if not isinstance(case, Case):
        case = Case(case, kind=kind, **flags)
    elif kind is not None or flags:
        raise TypeError("kind= and flags are for a case folder; a Case has its own")
    return case.check(submission, name=name)


def explain(code, lang="en"):
    """What ``fde-grade explain CODE`` prints: what a diagnostic code means, an example,
    what to do. An unknown code raises ``LookupError`` naming the nearest codes."""
    return _native.explain(code, lang)


def kinds():
    """The case kinds this build knows and their facts (``fde-grade kinds``)."""
    return json.loads(_native.kinds_json())


def flags(kind):
    """The keyword arguments (the CLI's flags) a kind's grading takes."""
    return list(_native.flags(kind))


_SUBMISSION_NAMES = {k["id"]: k["submission"]["name"] for k in kinds()}
