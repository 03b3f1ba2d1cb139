# toolcalls: `make demo` and `make test` work on a fresh machine with Python 3.10+ and PyPI.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLUGINS := hermes bracket mistral llama xml_invoke harmony openai_json python_call qwen3_coder \
	glm4 seed_oss apertus command_r deepseek functionary gemma gigachat granite hunyuan internlm \
	jamba k2_horizon kimi lfm2 llama4 longcat minicpm minimax nemotron olmo3 phi4 step3 upstage \
	iquest huawei pfn muse telechat dots
FIXTURES := tests/fixture_plugin
FIXTURE_DIST := toolcalls-fixture-percent
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-fixtures
DIST := dist
DIST_PLUGINS = $(PLUGINS)
PIP := $(BIN)/python -m pip -q --disable-pip-version-check
SOURCES := requirements-dev.txt core/pyproject.toml $(wildcard plugins/*/pyproject.toml)
NATIVE := $(VENV)/.native
NATIVE_SOURCES := core/build_native.py $(shell $(PYTHON) core/build_native.py --sources)

.PHONY: demo test test-alone lint bench fuzz dist dist-native clean

# The core and every first-party format (editable), and the development tools.
$(STAMP): $(SOURCES)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) install -r requirements-dev.txt
	$(PIP) install --no-build-isolation -e core $(addprefix -e plugins/,$(PLUGINS))
	touch $(STAMP)

# The compiled core (core/build_native.py, docs/performance.md): the hot modules compiled by
# mypyc in place, again whenever one of their sources changes. Without a C compiler the pure
# Python runs (TOOLCALLS_REQUIRE_NATIVE=1, as CI sets it, makes that an error).
$(NATIVE): $(NATIVE_SOURCES) | $(STAMP)
	$(BIN)/python core/build_native.py
	touch $(NATIVE)

# The test-only third-party fixture plugin (format `percent`): installed for the tests only.
$(TEST_STAMP): $(STAMP) $(FIXTURES)/pyproject.toml
	$(PIP) install --no-build-isolation -e $(FIXTURES)
	touch $(TEST_STAMP)

# The demo shows the real formats only: the fixture is removed if a test run installed it.
demo: $(STAMP)
	@if $(BIN)/python -m pip show -q $(FIXTURE_DIST) >/dev/null 2>&1; then \
		$(PIP) uninstall -y $(FIXTURE_DIST) && rm -f $(TEST_STAMP); fi
	sh examples/demo.sh $(BIN)

# The whole suite, on the compiled core where it could be built; then, on the pure Python, the
# tests that count work (compiled code shows the profiler none: conftest.py).
test: $(TEST_STAMP) $(NATIVE)
	$(BIN)/python -m pytest
	if $(BIN)/python -m toolcalls --version | grep -q compiled; then \
		TOOLCALLS_PURE=1 $(BIN)/python -m pytest --counted-work-only; fi

# Wheels of the core and of every first-party format in dist/ (no index needed: the build
# backend, hatchling, comes from the dev venv). Install from there with
#   pip install --find-links dist 'toolcalls[all]'      (or one format: toolcalls-hermes)
dist: $(STAMP)
	rm -rf $(DIST)
	$(BIN)/python -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
		-w $(DIST) ./core $(addprefix ./plugins/,$(DIST_PLUGINS))
	@ls $(DIST)

# The core's compiled wheel for this Python and platform (core/hatch_build.py), beside the
# pure wheels of `make dist`; pip prefers it:  make dist dist-native
dist-native: $(STAMP) $(NATIVE)
	HATCH_BUILD_HOOKS_ENABLE=1 $(BIN)/python -m pip wheel -q --disable-pip-version-check \
		--no-deps --no-build-isolation -w $(DIST) ./core
	@ls $(DIST)

# Each plugin installed next to the core alone passes its own tests (a venv per plugin).
test-alone:
	sh tests/test_plugins_alone.sh $(PYTHON) $(PLUGINS)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy core/src $(foreach p,$(PLUGINS),plugins/$(p)/src)

bench: $(TEST_STAMP) $(NATIVE)
	$(BIN)/python bench/run.py

# Coverage-guided fuzzing (atheris, a dev-only tool installed here, not by `make test`): a
# bounded run over parse / parse_tool_calls / parse_tool_call, seeded from the tests and the
# conformance corpus. Crashes land in fuzz/artifacts/ (see fuzz/fuzz_parse.py).
FUZZ_SECONDS ?= 180
fuzz: $(TEST_STAMP)
	$(PIP) install atheris
	$(BIN)/python fuzz/make_corpus.py fuzz/corpus
	mkdir -p fuzz/work fuzz/artifacts
	$(BIN)/python fuzz/fuzz_parse.py -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 \
		-artifact_prefix=fuzz/artifacts/ fuzz/work fuzz/corpus

clean:
	test ! -x $(BIN)/python || $(BIN)/python core/build_native.py --clean
	rm -rf $(VENV) build dist
