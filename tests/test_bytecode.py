"""The installed packages are byte-compiled once at `make install`, not at every start.

The machines here set PYTHONDONTWRITEBYTECODE, so Python never writes the .pyc it compiles: every
process compiled each library again from source (numpy, scipy, sklearn, matplotlib, aiohttp...),
about 6 s of a core per process, and `make eval` starts two (issue 29: 120 core-seconds for the
whole run). A count, not a time: the libraries an eval process imports that have no bytecode.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.conftest import ROOT

# What an eval process imports: the command, the run, the trial's stack, the report.
IMPORTS = "supportbot.app.cli, evals.commands, evals.cli, evals.runner, evals.trial, evals.report"
UNCOMPILED = """
import importlib.util, json, os, site, sys
import {imports}
packages = tuple(site.getsitepackages())
missing = [name for name, module in list(sys.modules.items())
           if (spec := getattr(module, "__spec__", None)) is not None and spec.cached and spec.origin
           and spec.origin.startswith(packages) and spec.origin.endswith(".py") and not os.path.exists(spec.cached)]
print(json.dumps(sorted(missing)))
"""


def test_the_libraries_an_eval_imports_are_byte_compiled():
    env = os.environ | {"PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPYCACHEPREFIX", None)
    out = subprocess.run([sys.executable, "-c", UNCOMPILED.format(imports=IMPORTS)], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True).stdout
    missing = json.loads(out)
    assert len(missing) == 0, f"{len(missing)} modules compiled from source at each start (run `make install`): " \
                              f"{missing[:5]}"
