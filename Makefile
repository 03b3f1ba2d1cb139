# toolcalls: `make demo` and `make test` work on a fresh machine with Python 3.10+ and PyPI.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLUGINS := hermes bracket mistral llama xml_invoke harmony openai_json python_call \
	qwen3_coder glm4 seed_oss
FIXTURES := tests/fixture_plugin
STAMP := $(VENV)/.installed
PIP := $(BIN)/python -m pip -q --disable-pip-version-check
SOURCES := requirements-dev.txt core/pyproject.toml $(wildcard plugins/*/pyproject.toml) \
	$(FIXTURES)/pyproject.toml

.PHONY: demo test test-alone lint bench fuzz clean

$(STAMP): $(SOURCES)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) install -r requirements-dev.txt
	$(PIP) install --no-build-isolation -e core $(addprefix -e plugins/,$(PLUGINS)) -e $(FIXTURES)
	touch $(STAMP)

demo: $(STAMP)
	sh examples/demo.sh $(BIN)

test: $(STAMP)
	$(BIN)/python -m pytest

# Each plugin installed next to the core alone passes its own tests (a venv per plugin).
test-alone:
	sh tests/test_plugins_alone.sh $(PYTHON) $(PLUGINS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy core/src $(foreach p,$(PLUGINS),plugins/$(p)/src)

bench: $(STAMP)
	$(BIN)/python bench/run.py

# Coverage-guided fuzzing (atheris, a dev-only tool installed here, not by `make test`): a
# bounded run over parse / parse_tool_calls / parse_tool_call, seeded from the tests and the
# conformance corpus. Crashes land in fuzz/artifacts/ (see fuzz/fuzz_parse.py).
FUZZ_SECONDS ?= 180
fuzz: $(STAMP)
	$(PIP) install atheris
	$(BIN)/python fuzz/make_corpus.py fuzz/corpus
	mkdir -p fuzz/work fuzz/artifacts
	$(BIN)/python fuzz/fuzz_parse.py -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 \
		-artifact_prefix=fuzz/artifacts/ fuzz/work fuzz/corpus

clean:
	rm -rf $(VENV) build dist
