"""Workspace-wide test settings.

Property tests run with a fixed seed under CI (``CI`` set), so a submission's result does not
depend on luck; locally they explore new examples on every run.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
