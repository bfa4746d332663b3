"""A tournament's games on a Ray cluster (``tournament --ray ADDRESS``; the ``ludus[cluster]`` extra).

The job carries what a game reads, at the paths it reads it from: the ``engine`` package (its
code and content files: cards, tables, word catalogues) and ``maps/`` (Arena Rex's arenas and
Spartacus's hex arena), copied into a folder that Ray ships to every node as the job's working
folder. Nothing on a node has to come from the folder the tournament was started in. The nodes
need the same Python and Ludus's dependencies (pymunk, pytmx, babel, platformdirs); sprites and
sounds are the window's, never read by a game, so they stay home.

Connecting says in one line what went wrong, naming ``--ray``: an address where nothing
answers fails within ``PROBE_WAIT`` seconds (Ray itself would retry for minutes), and any other
address that does not become a cluster within ``CONNECT_WAIT`` seconds ends the program with
one line (Ray's connection cannot be cancelled). A cluster with token authentication
(``RAY_AUTH_MODE=token`` on its nodes) is joined with the token Ray finds (``RAY_AUTH_TOKEN``,
``RAY_AUTH_TOKEN_PATH`` or ``~/.ray/auth_token``): token mode is switched on whenever one is found
and ``RAY_AUTH_MODE`` is not set."""
from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from ..core.program import missing_extra, program_name

#: the repository (or installed tree) that holds ``engine/`` and ``maps/``
ROOT = Path(__file__).resolve().parents[2]
#: what a game reads, relative to ROOT; shipped as the job's working folder
JOB_FOLDERS = ("engine", "maps")
#: seconds a host:port may take to accept a connection
PROBE_WAIT = 5.0
#: seconds Ray may take to join a cluster that answered, before the program gives up
CONNECT_WAIT = 25.0


def job_folder(into: Path) -> Path:
    """``into`` filled with JOB_FOLDERS as they are under ROOT (no caches); ``into``."""
    for name in JOB_FOLDERS:
        source = ROOT / name
        if not source.is_dir():
            raise ConfigError(f"--ray: {source} is missing, and the games on the cluster need it")
        shutil.copytree(source, into / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return into


def runtime_env(folder: Path) -> dict[str, Any]:
    """The job's Ray runtime environment: ``folder`` (see ``job_folder``) as its working folder."""
    return {"working_dir": str(folder)}


def host_and_port(address: str) -> tuple[str, int] | None:
    """(host, port) of a ``host:port`` or ``ray://host:port`` address; None for ``auto``."""
    bare = address.removeprefix("ray://")
    if bare == "auto":
        return None
    host, colon, port = bare.rpartition(":")
    if not colon or not host or not port.isdigit():
        raise ConfigError(f"--ray {address}: give HOST:PORT (the head's address, e.g. 127.0.0.1:6379), "
                          "'auto' or 'local'")
    return host.strip("[]"), int(port)


def probe(address: str) -> None:
    """ConfigError in one line when nothing accepts a connection at ``address``."""
    target = host_and_port(address)
    if target is None:
        return
    try:
        with socket.create_connection(target, timeout=PROBE_WAIT):
            pass
    except TimeoutError:
        raise ConfigError(f"--ray {address}: cannot connect: no answer within {PROBE_WAIT:.0f} s "
                          "(is the address right and the cluster started? README, 'Ray')") from None
    except OSError as exc:
        raise ConfigError(f"--ray {address}: cannot connect: {exc.strerror or exc} "
                          "(is the address right and the cluster started? README, 'Ray')") from None


def token_available() -> bool:
    """Whether Ray would find an authentication token here."""
    if os.environ.get("RAY_AUTH_TOKEN"):
        return True
    path = os.environ.get("RAY_AUTH_TOKEN_PATH") or str(Path.home() / ".ray" / "auth_token")
    return Path(path).is_file()


def _give_up(address: str, stderr: int) -> None:
    line = (f"{program_name()} tournament: error: --ray {address}: cannot connect: something answers "
            f"there but no Ray cluster joined within {CONNECT_WAIT:.0f} s (wrong port? another Ray version?)\n")
    os.write(stderr, line.encode())
    os._exit(2)  # Ray's connection attempt cannot be cancelled from Python


def connect(ray, address: str, folder: Path) -> None:
    """Join the cluster at ``address`` (``local``: start one in this process) with the job folder.
    While Ray connects, its own warnings (one every few seconds while it retries) are kept off
    the terminal: what went wrong is said in one line instead."""
    quiet = dict(log_to_driver=False, logging_level=logging.ERROR, runtime_env=runtime_env(folder))
    if address == "local":
        ray.init(include_dashboard=False, **quiet)
        return
    probe(address)
    sys.stderr.flush()
    stderr = os.dup(2)
    with open(os.devnull, "wb") as nothing:
        os.dup2(nothing.fileno(), 2)
    watchdog = threading.Timer(CONNECT_WAIT, _give_up, (address, stderr))
    watchdog.daemon = True
    watchdog.start()
    try:
        ray.init(address=address, **quiet)
    except Exception as exc:  # ConnectionError, AuthenticationError, a missing ray[client], ...
        reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        hint = ("" if token_available() else "; if the cluster uses token authentication, set RAY_AUTH_TOKEN "
                "to its token (README, 'Ray')")
        raise ConfigError(f"--ray {address}: cannot connect: {reason}{hint}") from None
    finally:
        watchdog.cancel()
        os.dup2(stderr, 2)
        os.close(stderr)


def play_ray(tasks: list, address: str) -> Iterator[dict[str, Any]]:
    """The tasks' records in task order, played on the Ray cluster at ``address``
    (``local``: a cluster started here)."""
    from .tasks import play_text, task_text

    if "RAY_AUTH_MODE" not in os.environ and address != "local" and token_available():
        os.environ["RAY_AUTH_MODE"] = "token"  # read when Ray is first imported
    try:
        import ray
    except ImportError:
        raise ConfigError(missing_extra("--ray", "Ray", "cluster")) from None
    started = False
    if not ray.is_initialized():
        with tempfile.TemporaryDirectory(prefix="ludus-ray-job-") as folder:
            connect(ray, address, job_folder(Path(folder)))  # uploaded to the cluster here
        started = True
    try:
        remote = ray.remote(play_text)
        refs = [remote.remote(task_text(task)) for task in tasks]
        for ref in refs:
            try:
                text = ray.get(ref)
            except ray.exceptions.RayError as exc:  # the game's own error is the last line of Ray's
                reason = (str(exc).strip().splitlines() or [type(exc).__name__])[-1]
                raise ConfigError(f"--ray {address}: a game failed on the cluster: {reason}") from None
            yield json.loads(text)
    finally:
        if started:
            ray.shutdown()
