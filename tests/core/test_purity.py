"""engine/ never imports pygame: every module imports with pygame unavailable."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import importlib, pkgutil, sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame is blocked in this test")
        return None
sys.meta_path.insert(0, Block())
import engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
#: what the research adapters need (the optional extra ludus[research]); without it they are left out
OPTIONAL = {"numpy", "pyspiel", "pettingzoo", "gymnasium"}
for name in names:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if not (name.startswith("engine.adapters.") and (exc.name or "").split(".")[0] in OPTIONAL):
            raise
assert not any(m == "pygame" or m.startswith("pygame.") for m in sys.modules)
print(len(names))
"""


def test_every_engine_module_imports_without_pygame():
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.strip()) >= 10


def test_no_engine_source_mentions_a_pygame_import():
    offenders = [p for p in (ROOT / "engine").rglob("*.py")
                 if any(line.lstrip().startswith(("import pygame", "from pygame"))
                        for line in p.read_text(encoding="utf-8").splitlines())]
    assert not offenders
