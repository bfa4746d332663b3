# Ludus developer commands. `make play` and `make test` create the
# environment (.venv) on first use and refresh it when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play test bench coverage-table dist dist-onefile lint clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py

test: $(STAMP)
	$(BIN)/python -m pytest -n 2

bench: $(STAMP)
	$(BIN)/python -m bench

coverage-table: $(STAMP)
	$(BIN)/python -m tools.rules_coverage

lint: $(STAMP)
	$(BIN)/python -m ruff check .

dist: $(STAMP)
	PYINSTALLER_CONFIG_DIR=$(CURDIR)/build/pyinstaller-config $(BIN)/pyinstaller --noconfirm --clean build.spec

dist-onefile: $(STAMP)
	LUDUS_ONEFILE=1 PYINSTALLER_CONFIG_DIR=$(CURDIR)/build/pyinstaller-config $(BIN)/pyinstaller --noconfirm --distpath dist/onefile build.spec

clean:
	rm -rf $(VENV) build dist
