# Ludus developer commands. `make play` and `make test` create the
# environment (.venv) on first use and refresh it when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play test bench coverage-table dist dist-onefile lint clean catalogs mo i18n-check

$(STAMP): pyproject.toml
	@echo "Setting up Ludus's environment in $(VENV) (first time only: about 1 to 4 minutes)..."
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

play: mo
	$(BIN)/python main.py

test: mo
	$(BIN)/python -m pytest -n 2

# The word catalogues (Babel): pybabel extract per domain into engine/i18n/locale/<domain>.pot,
# pybabel update into each language's .po (kept in git), pybabel compile into .mo (built, ignored).
catalogs: $(STAMP)
	$(BIN)/python -m tools.i18n_catalogs all

# Only the compiled .mo files (what play, test and dist need; the .po files are not touched).
mo: $(STAMP)
	$(BIN)/python -m tools.i18n_catalogs compile

# Every message of every domain translated in every catalogue, placeholders kept (also a test).
i18n-check: $(STAMP)
	$(BIN)/python -m tools.i18n_check

bench: $(STAMP)
	$(BIN)/python -m bench

coverage-table: $(STAMP)
	$(BIN)/python -m tools.rules_coverage

lint: $(STAMP)
	$(BIN)/python -m ruff check .

dist: mo
	PYINSTALLER_CONFIG_DIR=$(CURDIR)/build/pyinstaller-config $(BIN)/pyinstaller --noconfirm --clean build.spec

dist-onefile: mo
	LUDUS_ONEFILE=1 PYINSTALLER_CONFIG_DIR=$(CURDIR)/build/pyinstaller-config $(BIN)/pyinstaller --noconfirm --distpath dist/onefile build.spec

clean:
	rm -rf $(VENV) build dist
