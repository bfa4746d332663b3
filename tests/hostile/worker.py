"""The reader under test, in its own process: ``python -m tests.hostile.worker`` reads one JSON
request a line on stdin and answers one JSON line on stdout. A request names a kind of file
(``save``, ``scenario``, ``map``, ``settings``), the game and the file; the answer says whether
the file was refused, with the exact words a player or the command line would get, or whether
the reader let something else escape (a traceback). The parent (``hostile.Reader``) gives each
request a limit and kills this process when it is not answered in time: a hang fails the test
without any test timing the reader.
"""
from __future__ import annotations

import contextlib
import io
import json
import sys
import traceback
from pathlib import Path

# the checkout under test comes first on sys.path through PYTHONPATH (hostile.Reader sets it)


def _cli(argv: list[str]) -> tuple[int, str]:
    """Run the command line in this process: (exit status, stderr)."""
    import cli

    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = cli.run(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
    return code, err.getvalue()


def _no_games(*_args, **_kwargs):
    """``sim``'s game loop, replaced: a scenario the door lets in is started, not played out."""
    return iter(())


def save(request: dict) -> dict:
    code, err = _cli(["replay", request["path"], "--headless"])
    return {"code": code, "message": err}


def scenario(request: dict) -> dict:
    import engine.play.simulate as simulate

    simulate.run_games = _no_games
    game, seats = request["game"], request["seats"]
    code, err = _cli(["sim", "--game", game, "--seats", ",".join(["bot:random"] * seats),
                      "--scenario", request["path"]])
    if code == 0:  # accepted: it must then start a game whose first decision can be listed
        from engine.core import registry

        ruleset = registry.get(game)
        config = ruleset.scenario_config(request["path"], ruleset.make_config(seats, {}))
        state = ruleset.new_game(config, 1)
        if state.to_decide() is not None:
            state.legal_actions()
    return {"code": code, "message": err}


def tiled_map(request: dict) -> dict:
    from engine.core.errors import ContentError

    path = Path(request["path"])
    try:
        if request["game"] == "arenarex":
            from engine.arenarex.maps import load_arena

            load_arena.cache_clear()  # every case is written to the same path
            load_arena(str(path))
        else:
            from engine.spartacus.hexgrid import read_arena

            read_arena(path)
    except ContentError as exc:
        return {"code": 2, "message": f"{exc}\n"}
    return {"code": 0, "message": ""}


def settings(request: dict) -> dict:
    from client.settings import SettingsStore

    result = SettingsStore(request["path"]).load()
    return {"code": 0 if result.problem is None else 2, "message": (result.problem or "") + "\n"}


KINDS = {"save": save, "scenario": scenario, "map": tiled_map, "settings": settings}


def main() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = KINDS[request["kind"]](request)
        except BaseException:  # noqa: BLE001 - what escaped the reader is the finding
            answer = {"code": None, "message": "", "traceback": traceback.format_exc(limit=-6)}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
