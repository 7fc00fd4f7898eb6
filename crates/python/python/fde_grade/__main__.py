"""``python -m fde_grade``: the ``fde-grade`` command."""

from ._cli import main

if __name__ == "__main__":
    main()
