# The README's two commands: `make run` (set up, run the main job) and `make test` (set up, run every check).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# pytest-xdist: a worker per core; loadgroup hands out one test at a time, but a module marked
# `xdist_group` (Ray, the terminal) whole to one worker. `make test XDIST=` runs in one process.
XDIST ?= -n auto --dist loadgroup

.PHONY: run test searches fuzz bench tables clean browser

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(VENV)/.installed $@

# On a terminal: play Hong Kong Easy against three bots; without one (CI, a pipe): the demo and one bot match.
run: $(VENV)/.installed
	@if [ -t 0 ] && [ -t 1 ]; then \
		$(BIN)/jongg play --ruleset dmjl-hk-easy; \
	else \
		$(BIN)/jongg demo && \
		$(BIN)/jongg simulate --ruleset dmjl-hk-easy --games 1 --seed 1 --workers 1; \
	fi

# The browser tests drive Debian's chromium (Playwright cannot download its own browser here): installed when missing.
browser:
	@command -v chromium >/dev/null || { echo "installing Debian's chromium for the browser tests"; \
		apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }; }

# Bytecode is written even where the environment says not to (PYTHONDONTWRITEBYTECODE): else every test process
# rewrites every test module's asserts again, and every jongg process a test starts compiles jongg again.
test: $(VENV)/.installed-dev browser
	$(BIN)/ruff check src tests benchmarks tools
	$(BIN)/ruff format --check src tests benchmarks tools
	$(BIN)/mypy --strict src
	PYTHONDONTWRITEBYTECODE= $(BIN)/pytest $(XDIST)

# The rest of the seeded match searches: `make test` plays the first 150 seeds of each, this the other 350 (CI
# runs both, so every seed is played before a change lands; `tests/fuzzing.py`).
searches: $(VENV)/.installed-dev
	PYTHONDONTWRITEBYTECODE= JONGG_SEARCH=rest $(BIN)/pytest $(XDIST) -m fuzz

# The random searches at length: Hypothesis' tests with random examples, ten times as many, and the seeded match
# searches ten times as long from a random first seed (the run ends by naming it: JONGG_FUZZ_SEED=N repeats it).
fuzz: $(VENV)/.installed-dev browser
	PYTHONDONTWRITEBYTECODE= JONGG_HYPOTHESIS_PROFILE=fuzz $(BIN)/pytest $(XDIST) -m "hypothesis or fuzz"

bench: $(VENV)/.installed-dev
	for bench in benchmarks/bench_*.py; do echo "== $$bench"; $(BIN)/python $$bench || exit 1; done

tables: $(VENV)/.installed-dev
	$(BIN)/python tools/build_tables.py

clean:
	rm -rf $(VENV) build src/*.egg-info
