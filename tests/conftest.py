"""Test-wide settings.

On CI (`CI` set, as `.ci/run` is started) Hypothesis runs derandomized: the same examples every run, so a red
CI always means a change broke something, never that a fuzzer happened to find an old defect that day. Local
runs keep exploring new examples; what they find becomes a named `@example` regression.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
