"""The native programs the peers run, built as every native cargo call of the scripts
builds them (scripts/cargo-native: one feature set for the tests, the CLI and the
examples, so the test command's native tests have compiled them already). A peer's own
`cargo build -p fde-grade` or `-p grader --example X` resolved other features (serde's
derive, the grader without `parallel`) and compiled the whole native stack once more
each: two extra compiles, hundreds of CPU-seconds, in every run of the peers."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _built(name):
    """`name`'s executable from FDE_NATIVE_ARTIFACTS (cargo's JSON messages of a build the
    caller has just run, as scripts/test writes them): no cargo call, so no wait on the
    target directory's lock while the test command's other native steps compile."""
    path = os.environ.get("FDE_NATIVE_ARTIFACTS")
    if not path:
        return None
    with open(path, encoding="utf-8") as f:
        for line in f:
            msg = json.loads(line)
            if msg.get("reason") == "compiler-artifact" and msg.get("executable") and msg["target"]["name"] == name:
                return msg["executable"]
    sys.exit(f"peers/native.py: {name} is not among FDE_NATIVE_ARTIFACTS' executables ({path})")


def _build(select, name):
    built = _built(name)
    if built:
        return built
    cmd = [os.path.join(ROOT, "scripts", "cargo-native"), "build", "-q", *select, "--message-format=json"]
    out = subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True).stdout
    for line in out.splitlines():
        msg = json.loads(line)
        if msg.get("reason") == "compiler-artifact" and msg.get("executable") and msg["target"]["name"] == name:
            return msg["executable"]
    sys.exit(f"peers/native.py: cargo did not report the {name} executable")


def cli():
    """The debug `fde-grade` CLI (its path)."""
    return _build(["--bin", "fde-grade"], "fde-grade")


def example(name):
    """A debug example of the native crates (`numbers`, `pandas_float`, ...): its path."""
    return _build(["--example", name], name)


if __name__ == "__main__":
    # `python3 peers/native.py cli`: the CLI's path, for the shell scripts.
    if sys.argv[1:] != ["cli"]:
        sys.exit("usage: peers/native.py cli")
    print(cli())
