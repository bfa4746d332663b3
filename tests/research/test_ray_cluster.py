"""`tournament --ray ADDRESS` against a cluster started with `ray start --head` on 127.0.0.1,
run from a folder outside the repository (skipped without the ``ludus[cluster]`` extra): the
job carries what the games read, and a wrong address fails soon, in one line, naming --ray."""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("ray")

from engine.tournament import cluster  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RAY = Path(sys.executable).with_name("ray")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def clean_env(home: Path) -> dict[str, str]:
    """This process's environment with ``home`` as HOME and nothing pointing at the repository."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "RAY_ADDRESS", "RAY_AUTH_MODE")}
    env["HOME"] = str(home)
    return env


def stop(process: subprocess.Popen) -> None:
    """End the head we started and every process it started (its own session)."""
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=wait)
            time.sleep(1)  # its children leave the group after it
        except subprocess.TimeoutExpired:
            continue
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@contextlib.contextmanager
def started_head(home: Path, **env: str):
    """A one-node cluster: `ray start --head --block` in its own session, on free ports, with
    ``home`` as HOME and a short temporary folder (Ray's socket paths must stay short); its address."""
    temp = Path(tempfile.mkdtemp(prefix="ludus-ray-", dir="/tmp"))
    port = free_port()
    log = (temp / "head.log").open("w")
    process = subprocess.Popen(
        [str(RAY), "start", "--head", "--block", "--node-ip-address", "127.0.0.1", "--port", str(port),
         "--num-cpus", "2", "--include-dashboard", "false", "--disable-usage-stats",
         "--dashboard-agent-listen-port", str(free_port()), "--temp-dir", str(temp)],
        env=clean_env(home) | env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while "Ray runtime started" not in (temp / "head.log").read_text():
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail("ray start --head did not start:\n" + (temp / "head.log").read_text()[-2000:])
            time.sleep(0.5)
        yield f"127.0.0.1:{port}"
    finally:
        stop(process)
        log.close()
        shutil.rmtree(temp, ignore_errors=True)


@pytest.fixture(scope="module")
def head(tmp_path_factory):
    home = tmp_path_factory.mktemp("ray-home")
    with started_head(home) as address:
        yield address, home


def tournament(cwd: Path, home: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "tournament", "--json", *flags],
                          cwd=cwd, env=clean_env(home), capture_output=True, text=True, timeout=300)


def games(run: subprocess.CompletedProcess) -> list[dict]:
    assert run.returncode == 0, run.stderr[-3000:]
    return [{k: v for k, v in json.loads(line).items() if k != "seconds"} for line in run.stdout.splitlines()]


def test_a_tournament_on_the_cluster_from_outside_the_repository_plays_the_local_games(head, tmp_path):
    """Arena Rex reads maps/colosseum.tmx and Spartacus maps/spartacus/hex_arena.tmx: both come
    with the job, and the games are the ones one local process plays."""
    address, home = head
    for game, seats in (("arenarex", "bot:random,bot:easy"), ("spartacus", "bot:random,bot:random,bot:easy")):
        flags = ("--game", game, "--seats", seats, "--games", "2", "--seed", "11", "--rotate")
        on_ray = tournament(tmp_path, home, *flags, "--ray", address, "--results", str(tmp_path / f"{game}.jsonl"))
        here = tournament(tmp_path, home, *flags, "--jobs", "1")
        assert games(on_ray) == games(here) and len(games(on_ray)) == 2
        assert len((tmp_path / f"{game}.jsonl").read_text().splitlines()) == 2


PROBE = """
import json, sys, tempfile
from pathlib import Path
import ray
from engine.tournament import cluster

def where():
    import engine
    from engine.arenarex.maps import MAPS_DIR
    return json.dumps([engine.__file__, str(MAPS_DIR), (MAPS_DIR / "colosseum.tmx").is_file()])

with tempfile.TemporaryDirectory() as folder:
    cluster.connect(ray, sys.argv[1], cluster.job_folder(Path(folder)))
print(ray.get(ray.remote(where).remote()))
ray.shutdown()
"""


def test_the_games_on_the_cluster_read_the_engine_and_maps_the_job_carried(head, tmp_path):
    """Not the repository's: a node elsewhere has no such folder."""
    address, home = head
    env = clean_env(home) | {"PYTHONPATH": str(ROOT)}  # the probe imports engine.tournament from here
    run = subprocess.run([sys.executable, "-c", PROBE, address], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    engine_file, maps_dir, colosseum = json.loads(run.stdout.strip().splitlines()[-1])
    assert colosseum
    for path in (engine_file, maps_dir):
        assert not Path(path).resolve().is_relative_to(ROOT) and not Path(path).resolve().is_relative_to("/work/main")


def one_line_failure(run: subprocess.CompletedProcess, address: str) -> str:
    assert run.returncode == 2 and run.stdout == ""
    [line] = run.stderr.splitlines()
    assert line.startswith(f"main.py tournament: error: --ray {address}: cannot connect: "), line
    assert "--results" not in line
    return line


def test_an_address_where_nothing_listens_fails_at_once_in_one_line(tmp_path):
    address = f"127.0.0.1:{free_port()}"
    start = time.monotonic()
    run = tournament(tmp_path, tmp_path, "--game", "forglory", "--ray", address)
    assert time.monotonic() - start < 30
    assert "refused" in one_line_failure(run, address)


def test_an_address_that_answers_but_is_no_cluster_fails_within_30_seconds_in_one_line(tmp_path):
    with socket.socket() as listener:  # accepts connections, never speaks
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        address = f"127.0.0.1:{listener.getsockname()[1]}"
        start = time.monotonic()
        run = tournament(tmp_path, tmp_path, "--game", "forglory", "--ray", address)
        took = time.monotonic() - start
    assert took < 30 and took >= cluster.CONNECT_WAIT - 1
    assert "no Ray cluster joined" in one_line_failure(run, address)


def test_a_malformed_address_is_refused_before_any_connection(tmp_path):
    run = tournament(tmp_path, tmp_path, "--game", "forglory", "--ray", "headnode")
    assert run.returncode == 2 and "give HOST:PORT" in run.stderr and len(run.stderr.splitlines()) == 1


def test_a_cluster_with_token_authentication_is_joined_with_the_token_found_here(tmp_path):
    """RAY_AUTH_MODE=token on the cluster: a driver that has the token (here ~/.ray/auth_token) joins
    without setting RAY_AUTH_MODE itself; one without it is told, in one line, what to set."""
    home = tmp_path / "home"
    made = subprocess.run([str(RAY), "get-auth-token", "--generate"], env=clean_env(home), capture_output=True,
                          text=True, timeout=120)
    assert made.returncode == 0 and (home / ".ray" / "auth_token").is_file(), made.stderr
    with started_head(home, RAY_AUTH_MODE="token") as address:
        flags = ("--game", "forglory", "--games", "1", "--seed", "3")
        assert games(tournament(tmp_path, home, *flags, "--ray", address)) == games(
            tournament(tmp_path, home, *flags, "--jobs", "1"))
        stranger = tmp_path / "stranger"
        start = time.monotonic()
        refused = tournament(tmp_path, stranger, *flags, "--ray", address)
        assert time.monotonic() - start < 30
        assert "set RAY_AUTH_TOKEN" in one_line_failure(refused, address)
