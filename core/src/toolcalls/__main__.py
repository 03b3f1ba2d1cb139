"""``python -m toolcalls``: the ``toolcalls`` command (see toolcalls.cli)."""

import sys

from toolcalls.cli import main

if __name__ == "__main__":
    sys.exit(main())
