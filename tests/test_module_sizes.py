"""Issue 42: no module over 600 lines in engine/, client/, tools/ or bench/ (STYLE: one
responsibility a module; a longer one is split by responsibility)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOST = 600


def test_no_module_is_over_600_lines():
    long = {str(path.relative_to(ROOT)): lines for folder in ("engine", "client", "tools", "bench")
            for path in sorted((ROOT / folder).rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST}
    assert long == {}
