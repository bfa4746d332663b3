"""The command line of main.py: argument parsing and the four subcommands."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

from engine.core import ConfigError, ContentError, LudusError, SaveError, registry
from engine.core.program import program_name
from engine.core.seats import SEAT_CHOICES, parse_options, parse_seats

#: where pyproject.toml is: the bundle folder when frozen (build.spec ships it), the repo otherwise
ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))


def version() -> str:
    """Ludus's version: the one in pyproject.toml (or the installed package's, from a wheel)."""
    import tomllib

    try:
        return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as installed

        try:
            return installed("ludus")
        except PackageNotFoundError:
            return "unknown"


class OneLineParser(argparse.ArgumentParser):
    """Errors are one line on stderr and exit status 2 (no usage block)."""

    def error(self, message: str):  # noqa: D401 - argparse API
        self.exit(2, f"{self.prog}: error: {message}\n")


def fail(message: str, prog: str | None = None) -> int:
    print(f"{prog or program_name()}: error: {message}", file=sys.stderr)
    return 2


def _game_flags(parser: argparse.ArgumentParser, need_game: bool) -> None:
    parser.add_argument("--game", required=need_game, metavar="GAME",
                        help="ruleset name: " + ", ".join(e.name for e in registry.CATALOGUE))
    parser.add_argument("--seats", metavar="LIST",
                        help="comma-separated seats, each one of: " + ", ".join(SEAT_CHOICES))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable); see --list-options")
    parser.add_argument("--scenario", metavar="FILE", help="start from a mid-game scenario file")
    parser.add_argument("--seed", type=int, default=None, metavar="SEED", help="the random seed (sim: first game's seed, default 1)")
    parser.add_argument("--list-options", action="store_true", help="print each game's options and their values, then exit")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog=program_name(), description="Ludus: gladiator tabletop games, offline.")
    parser.add_argument("--version", action="version", version=f"Ludus {version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)

    play = sub.add_parser("play", help="open the desktop client (the default)",
                          description="Open the desktop client; with --game, start that game at once.")
    _game_flags(play, need_game=False)

    sim = sub.add_parser("sim", help="play seeded bot games without a window",
                         description="Play bot games headlessly. Game i of a run uses seed SEED+i.")
    _game_flags(sim, need_game=False)
    sim.add_argument("--games", type=int, default=1, metavar="N", help="how many games (default 1)")
    sim.add_argument("--json", action="store_true",
                     help="print one JSON object per finished game: game, seed, seats, result, decisions, seconds")
    sim.add_argument("--events", metavar="FILE", help="write every event as JSON lines (each with game and seed)")
    sim.add_argument("--save-dir", metavar="DIR", help="write each finished game's save file here")

    tournament = sub.add_parser("tournament", help="play seeded bot games on every core; results file, report",
                                description="Play bot games in parallel processes. Game i uses seed SEED+i, "
                                            "as in sim, and gives the same result however it is run.")
    _game_flags(tournament, need_game=False)
    from engine.tournament.command import add_flags as tournament_flags
    tournament_flags(tournament)

    replay = sub.add_parser("replay", help="re-run a save and verify its digest",
                            description="Re-run a save file's actions and check the digest it records.")
    replay.add_argument("save", metavar="SAVE.json", help="the save file to re-run")
    replay.add_argument("--headless", action="store_true", help="no window: print the log and the verdict")

    sub.add_parser("selftest", help="load every asset, play a bot game of each ruleset, render each scene",
                   description="What the packaged build runs to prove itself; exits 0 with a summary line.")
    parser.epilog = _flag_summary(sub)
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    return parser


def _flags(subparser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in subparser._actions if a.option_strings and a.dest != "help"]


def _flag_summary(sub) -> str:
    """Every subcommand's flags, for the top-level --help."""
    lines = [f"flags of each command (details: {program_name()} COMMAND --help):"]
    for name, subparser in sub.choices.items():
        lines.append(f"  {name}:")
        positionals = [a for a in subparser._actions if not a.option_strings]
        for action in positionals:
            lines.append(f"    {action.metavar or action.dest:<20} {action.help or ''}".rstrip())
        for action in _flags(subparser):
            flag = action.option_strings[-1] + (f" {action.metavar}" if action.metavar else "")
            lines.append(f"    {flag:<20} {action.help}")
        if not positionals and not _flags(subparser):
            lines.append("    (no flags)")
    return "\n".join(lines)


def run(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version")):
        argv = ["play"] + argv
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        sub = parser._subparsers._group_actions[0].choices[args.command]
        valid = ", ".join(a.option_strings[-1] for a in _flags(sub)) or "none"
        return fail(f"unrecognized arguments: {' '.join(extra)} (valid flags: {valid})",
                    f"{program_name()} {args.command}")
    try:
        return COMMANDS[args.command](args)
    except (ConfigError, ContentError, SaveError) as exc:  # a bad option, scenario file, map or save: one line
        return fail(str(exc), f"{program_name()} {args.command}")
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as exc:  # the window must never vanish without a word
        if args.command not in ("play", "replay"):
            raise
        from crash import report

        return report(exc, " ".join([program_name()] + argv))


def list_options(only: str | None) -> int:
    names = [only] if only else registry.available()
    if not names:
        print("no game is playable yet")
    for name in names:
        ruleset = registry.get(name)
        seats = (f"{ruleset.min_seats}" if ruleset.min_seats == ruleset.max_seats
                 else f"{ruleset.min_seats}-{ruleset.max_seats}")
        print(f"{name}  ({ruleset.title}; {seats} seats)")
        for option in ruleset.options:
            print(f"  {option.name}={'|'.join(option.choices)}  (default {option.default}) {option.help}")
    return 0


def check_out_file(path: str, flag: str) -> str | None:
    """Why ``path`` cannot be written by ``flag`` (one line), or None. Nothing is created."""
    target = Path(path)
    if target.is_dir():
        return f"{flag} {path}: is a folder; give a file name"
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        return f"{flag} {path}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK | os.X_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return f"{flag} {path}: cannot be written here (no permission)"
    return None


def check_out_dir(path: str, flag: str) -> str | None:
    """Why files cannot be written into folder ``path`` (one line), or None. A missing folder
    is fine when its parent can hold it (it is created at the first write)."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        return f"{flag} {path}: is a file, not a folder"
    existing = folder
    while not existing.exists():
        if existing.parent == existing:
            break
        existing = existing.parent
    if not existing.is_dir():
        return f"{flag} {path}: {existing} is a file, not a folder"
    if not os.access(existing, os.W_OK | os.X_OK):
        return f"{flag} {path}: cannot be written (no permission in {existing})"
    return None


def check_in_file(path: str, flag: str) -> str | None:
    """Why ``path`` cannot be read (one line), or None."""
    target = Path(path)
    if not target.exists():
        return f"{flag} {path}: no such file"
    if target.is_dir():
        return f"{flag} {path}: is a folder, not a file"
    if not os.access(target, os.R_OK):
        return f"{flag} {path}: cannot be read (no permission)"
    return None


def _setup(args, default_seats: str):
    """(ruleset, config, seats) from the game flags; ConfigError naming valid choices."""
    ruleset = registry.get(args.game)
    seats = parse_seats(args.seats or ",".join([default_seats] * ruleset.min_seats))
    config = ruleset.make_config(len(seats), parse_options(args.option))
    if args.scenario:
        problem = check_in_file(args.scenario, "--scenario")
        if problem:
            raise ConfigError(problem)
        config = ruleset.scenario_config(args.scenario, config)
    return ruleset, config, seats


def _listed_or_missing_game(args, command: str) -> int | None:
    """The exit code when ``--list-options`` was asked (the list printed) or ``--game`` is missing
    (the reason printed); None when the command goes on."""
    if args.list_options:
        return list_options(args.game and registry.get(args.game).name)
    if not args.game:
        return fail(f"--game is required (available: {', '.join(registry.available()) or 'none yet'})",
                    f"{program_name()} {command}")
    return None


def cmd_sim(args) -> int:
    from engine.play.simulate import run_games

    refused = _listed_or_missing_game(args, "sim")
    if refused is not None:
        return refused
    if args.games < 1:
        return fail("--games must be at least 1", f"{program_name()} sim")
    problem = ((args.events and check_out_file(args.events, "--events"))
               or (args.save_dir and check_out_dir(args.save_dir, "--save-dir")))
    if problem:
        return fail(problem, f"{program_name()} sim")
    ruleset, config, seats = _setup(args, "bot:random")
    seed = 1 if args.seed is None else args.seed
    try:
        events = open(args.events, "w", encoding="utf-8") if args.events else None
    except OSError as exc:
        return fail(f"--events {args.events}: cannot be written ({exc.strerror or exc})", f"{program_name()} sim")
    wins: Counter = Counter()
    start = time.perf_counter()
    try:
        for index, match in run_games(ruleset, config, seats, args.games, seed, events,
                                      Path(args.save_dir) if args.save_dir else None):
            summary = match.summary(index, [str(s) for s in seats])
            wins[match.result.winner] += 1
            if args.json:
                print(json.dumps(summary, sort_keys=True), flush=True)
            else:
                winner = "draw" if match.result.winner is None else f"seat {match.result.winner} ({seats[match.result.winner]})"
                print(f"game {index} seed {summary['seed']}: {winner}, placings "
                      f"{','.join(map(str, match.result.placings))}, {match.decisions} decisions, "
                      f"{match.seconds:.3f} s")
    except OSError as exc:  # the save folder or the events file went away or filled up mid-run
        return fail(f"{exc.filename or args.events or args.save_dir}: {exc.strerror or exc}", f"{program_name()} sim")
    finally:
        if events:
            events.close()
    if not args.json:
        total = time.perf_counter() - start
        table = ", ".join(f"seat {s}: {wins[s]}" for s in range(len(seats)))
        print(f"{args.games} games in {total:.2f} s; wins {table}; draws {wins[None]}")
    return 0


def cmd_tournament(args) -> int:
    from engine.tournament.command import run_command

    refused = _listed_or_missing_game(args, "tournament")
    if refused is not None:
        return refused
    problem = ((args.results and check_out_file(args.results, "--results"))
               or (args.report and check_out_dir(args.report, "--report"))
               or (args.strength and check_out_file(args.strength, "--strength")))
    if problem:
        return fail(problem, f"{program_name()} tournament")
    ruleset, config, seats = _setup(args, "bot:random")
    return run_command(args, ruleset, config, seats)


def cmd_replay(args) -> int:
    from engine.core.saves import load_save

    try:
        moves, state, events = load_save(args.save, collect_events=True)
    except SaveError as exc:  # missing, unreadable, malformed or not reproducible: one line, status 2
        return fail(str(exc), f"{program_name()} replay")
    if not args.headless:
        from client.app import run as run_client

        return run_client(replay=(moves, events)) or 0
    for event in events:
        print(json.dumps(event.to_json(), sort_keys=True))
    result = state.result()
    verdict = "finished" if result else "in progress"
    print(f"ok: {args.save}: {moves.ruleset}, {moves.config.get('seats')} seats, "
          f"{len(moves.actions)} actions, {verdict}, digest {state.digest()} verified")
    return 0


def cmd_play(args) -> int:
    if args.list_options:
        return list_options(args.game and registry.get(args.game).name)
    start = None
    if args.game:
        ruleset, config, seats = _setup(args, "human")
        start = {"game": ruleset.name, "config": config, "seats": [str(s) for s in seats],
                 "seed": args.seed}
    if os.environ.get("LUDUS_STARTUP_PROBE") == "1":
        return _startup_probe()
    from client.app import run as run_client

    return run_client(start=start) or 0


def _startup_probe() -> int:
    """Open the window, draw the title's first frame, and exit (bench/bench_startup.py)."""
    from client.app import App

    app = App()
    app.step(dt=1 / 60)
    app.close()
    return 0


def cmd_selftest(args) -> int:
    from client.selftest import selftest

    try:
        summary = selftest()
    except LudusError as exc:
        print(f"selftest failed: {exc}", file=sys.stderr)
        return 1
    print(summary)
    return 0


COMMANDS = {"play": cmd_play, "sim": cmd_sim, "tournament": cmd_tournament, "replay": cmd_replay,
            "selftest": cmd_selftest}
