"""The ``fde-grade`` command: the CLI's own code, run in this process."""

import signal
import sys


def main():
    """Run ``fde-grade`` with this process's arguments and exit with its code."""
    # Ctrl-C and a closed pipe end the run as they end the binary.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    from ._native import main as run

    sys.exit(run(["fde-grade", *sys.argv[1:]]))


if __name__ == "__main__":
    main()
