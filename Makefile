# Cairn — the commands a newcomer needs. `make test` is what CI runs (after `make lint`).
# A recipe that pipes a build into `tee` must fail when the build fails, not when `tee` does.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SWIFT ?= swift
EXAMPLES := Examples
FORMAT_PATHS := Package.swift Sources Tests $(EXAMPLES)/Package.swift $(EXAMPLES)/Sources \
	$(EXAMPLES)/Tests

# Bounds, in seconds, of one build and of one test run: past them `scripts/run-bounded` prints
# every thread's stack of the stuck processes and fails (CI's own limit is far longer).
BUILD_LIMIT ?= 1800
TEST_LIMIT ?= 900
BOUNDED_BUILD := scripts/run-bounded $(BUILD_LIMIT)
# The test runner's output line by line (not in 4 KiB blocks, as into a pipe): when a test
# outlives its time limit, the log already names it when the bound stops the run.
BOUNDED_TEST := scripts/run-bounded $(TEST_LIMIT) stdbuf -oL -eL

.PHONY: test test-toolkit test-examples check-layers lint format bench run web

## The layers, then the toolkit tests, then the reference apps' tests; fails on any compiler
## warning in our code.
test: check-layers test-toolkit test-examples

## Builds each guarded layer alone, so the compiler rejects an import across layers.
check-layers:
	$(BOUNDED_BUILD) scripts/check-layers

## The suite that measures the whole process's CPU while a request waits runs alone, after the
## others: another suite's work would count as its own.
IDLE_SUITE := IdleWaitCPUTests
test-toolkit:
	mkdir -p .build
	$(BOUNDED_BUILD) $(SWIFT) build --build-tests 2>&1 | tee .build/toolkit-build.log
	scripts/check-warnings .build/toolkit-build.log
	$(BOUNDED_TEST) $(SWIFT) test --skip-build --skip $(IDLE_SUITE)
	$(BOUNDED_TEST) $(SWIFT) test --skip-build --filter $(IDLE_SUITE)

## The suites that load the machine run on their own, after the others: the stress run's
## spinning threads, and the PM fault drill's server kills and restarts (a new process each),
## would otherwise slow every other test's bounded waits (a test server's start, a tmux screen).
## Last, every benchmark once at its smallest sizes, in the debug build the tests built: each
## still runs and passes its checks (no time is judged), so none can rot.
STRESS_SUITE := NetworkStressTests
DRILL_SUITE := PMFaultDrillTests
## The apps in a real Chromium also run on their own: a browser's start loads both cores, and
## beside the parallel run it slowed every other test's waits past their bounds.
BROWSER_SUITE := BrowserTests
test-examples:
	mkdir -p $(EXAMPLES)/.build
	$(BOUNDED_BUILD) $(SWIFT) build --package-path $(EXAMPLES) --build-tests 2>&1 \
		| tee $(EXAMPLES)/.build/examples-build.log
	scripts/check-warnings $(EXAMPLES)/.build/examples-build.log
	$(BOUNDED_TEST) $(SWIFT) test --package-path $(EXAMPLES) --skip-build \
		--skip $(STRESS_SUITE) --skip $(DRILL_SUITE) --skip $(BROWSER_SUITE)
	$(BOUNDED_TEST) $(SWIFT) test --package-path $(EXAMPLES) --skip-build --filter $(BROWSER_SUITE)
	$(BOUNDED_TEST) $(SWIFT) test --package-path $(EXAMPLES) --skip-build --filter $(STRESS_SUITE)
	$(BOUNDED_TEST) $(SWIFT) test --package-path $(EXAMPLES) --skip-build --filter $(DRILL_SUITE)
	$(BOUNDED_TEST) $(SWIFT) run --package-path $(EXAMPLES) --skip-build cairn-bench --smoke

## swift-format, strict: any finding fails; docs' code samples match tested code; every test
## has a time limit; docs and comments cite only what is in the repository; the scripts' own
## tests (the README pictures' SVG converter).
lint:
	$(SWIFT) format lint --strict --configuration .swift-format --recursive $(FORMAT_PATHS)
	scripts/check-doc-snippets
	scripts/check-time-limits
	scripts/check-citations
	python3 -m unittest discover --start-directory scripts/tests --quiet

## Rewrites every source file in the project's format.
format:
	$(SWIFT) format format --in-place --configuration .swift-format --recursive $(FORMAT_PATHS)

## Release-mode benchmarks (Examples/Sources/cairn-bench); prints ratios against baselines measured in the same run and writes
## Benchmarks/results/latest.{md,json}. `make bench BENCH_FILTER=cache,terminal` runs only the
## groups whose title contains one of the parts, and writes filtered.{md,json} instead. The DIMO
## server's PostgreSQL rows use DIMO_BENCH_POSTGRES_URL, else the local PostgreSQL that
## scripts/start-postgres starts (they are skipped, saying why, where there is none).
BENCH_FILTER ?=
bench:
	postgres="$${DIMO_BENCH_POSTGRES_URL:-$$(scripts/start-postgres 2>/dev/null || true)}"; \
	DIMO_BENCH_POSTGRES_URL="$$postgres" BENCH_FILTER='$(BENCH_FILTER)' \
	  $(SWIFT) run --package-path $(EXAMPLES) -c release cairn-bench

## The launcher of the reference apps.
run:
	$(SWIFT) run --package-path $(EXAMPLES) cairn-apps

## The reference apps in the browser: http://127.0.0.1:8080/ (WEB_PORT=… for another port).
WEB_PORT ?= 8080
web:
	$(SWIFT) run --package-path $(EXAMPLES) cairn-apps web --port $(WEB_PORT)
