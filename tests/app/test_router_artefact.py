"""The router's artefact is unpickled once per process and file version (supportbot/app/bootstrap.py):
every worker's deps (each eval trial, each test's burst worker) share it, and a rebuilt file is read again."""

from __future__ import annotations

import os
import shutil

from supportbot.app.bootstrap import load_router
from supportbot.app.settings import Settings
from tests.conftest import ROOT


def _router(path) -> object:
    return load_router(Settings(_env_file=None, router_model_path=str(path)))._model  # type: ignore[union-attr]


def test_the_artefact_is_read_once_and_again_when_it_is_rebuilt(tmp_path):
    path = tmp_path / "router.pkl"
    shutil.copyfile(ROOT / "supportbot/artefacts/router.pkl", path)
    first = _router(path)
    assert _router(path) is first
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # rebuilt: a new file version
    assert _router(path) is not first
