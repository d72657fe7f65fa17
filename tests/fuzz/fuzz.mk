# libFuzzer targets for smolvm (clang 14, Debian's libclang-rt-14-dev).
#
#   make fuzz FUZZ_SECONDS=N   build every target, then fuzz each for N seconds
#                              over a scratch copy of its seed corpus
#   make fuzz-smoke            replay the committed corpus and regressions of
#                              every target, then a short seeded mutation run
#                              (quick: meant for `make test`)
#   make -f tests/fuzz/fuzz.mk fuzz-build   only build the fuzzers
#
# The library is built by the main Makefile with clang and the fuzzer, ASan
# and UBSan instrumentation into $(FUZZ_BUILD)/obj/, so nothing collides with
# the other builds. The targets use only the public header include/smolvm.h.
#
# A crash leaves its input in $(FUZZ_BUILD)/artifacts/<target>/. Minimise it
#   build/fuzz/<target> -minimize_crash=1 -runs=100000 -exact_artifact_path=min CRASHFILE
# and commit it as tests/fuzz/regressions/<target>/<short-name>: fuzz-smoke
# replays every file there.

CLANG ?= clang
FUZZ_SECONDS ?= 60
FUZZ_BUILD ?= build/fuzz
FUZZ_TARGETS ?= fuzz_run fuzz_template fuzz_compile fuzz_alloc fuzz_gen fuzz_image fuzz_reentry fuzz_serve
FUZZ_MAX_LEN ?= 4096
FUZZ_TIMEOUT ?= 25
FUZZ_RSS_MB ?= 2048
FUZZ_SMOKE_RUNS ?= 1500
# FUZZ_JOBS=N > 1 runs N fuzzing processes per target (logs in fuzz-*.log of the cwd).
FUZZ_JOBS ?= 1
# Extra libFuzzer flags, e.g. FUZZ_FLAGS=-use_value_profile=1
FUZZ_FLAGS ?=

FUZZ_DIR := tests/fuzz
FUZZ_SAN ?= -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_LIBS := -lxxhash -lgmp -lpcre2-8 -lunistring -lnettle -lb2 -lz -lm
FUZZ_LIBA := $(FUZZ_BUILD)/libsmolvm.a
FUZZ_BINS := $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/%)
FUZZ_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
FUZZ_COMMON := -dict=$(FUZZ_DIR)/python.dict -max_len=$(FUZZ_MAX_LEN) -timeout=$(FUZZ_TIMEOUT) \
	-rss_limit_mb=$(FUZZ_RSS_MB) -print_final_stats=1 $(FUZZ_FLAGS)

.PHONY: fuzz fuzz-build fuzz-smoke fuzz-lib image-seeds FORCE
.DEFAULT_GOAL := fuzz

fuzz-build: $(FUZZ_BINS)

# The library objects: the main Makefile's own rules, with clang and the
# fuzzer/sanitizer flags, into $(FUZZ_BUILD); every snippet compiled there
# must also pass the bytecode verifier (SMOL_VERIFY_COMPILED). Always asked
# (it is cheap when nothing changed) so edits to the library are picked up.
$(FUZZ_LIBA): FORCE
	@$(MAKE) --no-print-directory -f Makefile $(FUZZ_LIBA) BUILD=$(FUZZ_BUILD) CC=$(CLANG) OPT=-O1 CFLAGS=-DSMOL_VERIFY_COMPILED \
		SANFLAGS="-fsanitize=fuzzer-no-link $(FUZZ_SAN)"

$(FUZZ_BUILD)/%: $(FUZZ_DIR)/%.c $(FUZZ_DIR)/fuzz_common.h include/smolvm.h $(FUZZ_LIBA)
	@mkdir -p $(dir $@)
	$(CLANG) -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Werror -I. -fsanitize=fuzzer $(FUZZ_SAN) \
		-o $@ $< $(FUZZ_LIBA) $(FUZZ_LIBS)

# Long run: each target over a scratch copy of its corpus (plus its
# regressions); new inputs land in the copy, never in tests/fuzz/corpus.
fuzz: $(FUZZ_BINS)
	@set -e; for t in $(FUZZ_TARGETS); do \
		work=$(FUZZ_BUILD)/corpus-$$t; art=$(FUZZ_BUILD)/artifacts/$$t; \
		mkdir -p $$work $$art; \
		cp -n $(FUZZ_DIR)/corpus/$$t/* $$work/ 2>/dev/null || true; \
		if [ -d $(FUZZ_DIR)/regressions/$$t ]; then cp -n $(FUZZ_DIR)/regressions/$$t/* $$work/ 2>/dev/null || true; fi; \
		echo "=== $$t: $(FUZZ_SECONDS) s over $$work"; \
		$(FUZZ_ENV) $(FUZZ_BUILD)/$$t $(FUZZ_COMMON) -max_total_time=$(FUZZ_SECONDS) \
			$(if $(filter-out 1,$(FUZZ_JOBS)),-jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS)) \
			-artifact_prefix=$$art/ $$work \
			|| { echo "=== $$t: FINDING: see $$art/ (minimise it into $(FUZZ_DIR)/regressions/$$t/)"; exit 1; }; \
	done

# Smoke: every committed corpus file and regression once, then a short
# seeded mutation run in a scratch directory. A few seconds per target.
fuzz-smoke: $(FUZZ_BINS)
	@set -e; for t in $(FUZZ_TARGETS); do \
		art=$(FUZZ_BUILD)/artifacts/$$t; scratch=$(FUZZ_BUILD)/smoke-$$t; \
		rm -rf $$scratch; mkdir -p $$art $$scratch; \
		echo "=== fuzz-smoke $$t: corpus"; \
		$(FUZZ_ENV) $(FUZZ_BUILD)/$$t $(FUZZ_COMMON) -runs=0 -artifact_prefix=$$art/ \
			$(FUZZ_DIR)/corpus/$$t > $$scratch.log 2>&1 \
			|| { tail -60 $$scratch.log; exit 1; }; \
		regs=$$(ls -d $(FUZZ_DIR)/regressions/$$t/* 2>/dev/null || true); \
		if [ -n "$$regs" ]; then \
			echo "=== fuzz-smoke $$t: regressions"; \
			$(FUZZ_ENV) $(FUZZ_BUILD)/$$t -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=$(FUZZ_RSS_MB) \
				-artifact_prefix=$$art/ $$regs > $$scratch.log 2>&1 \
				|| { tail -60 $$scratch.log; exit 1; }; \
		fi; \
		echo "=== fuzz-smoke $$t: $(FUZZ_SMOKE_RUNS) mutations"; \
		$(FUZZ_ENV) $(FUZZ_BUILD)/$$t $(FUZZ_COMMON) -seed=1 -runs=$(FUZZ_SMOKE_RUNS) \
			-artifact_prefix=$$art/ $$scratch $(FUZZ_DIR)/corpus/$$t > $$scratch.log 2>&1 \
			|| { tail -60 $$scratch.log; exit 1; }; \
		grep -h '^stat::number_of_executed_units' $$scratch.log || true; \
	done; echo "fuzz-smoke: ok"

# Seeds of fuzz_image: the fuzz_run corpus compiled to bytecode images by
# the release build (snippets that do not compile are skipped), stored as
# they are so that mutations reach the parser and verifier, and every
# eighth also deflated, for the inflating path. Rerun after
# a change of the image format and commit the result.
image-seeds:
	@$(MAKE) --no-print-directory -f Makefile build/smolvm
	@rm -rf $(FUZZ_DIR)/corpus/fuzz_image; mkdir -p $(FUZZ_DIR)/corpus/fuzz_image
	@n=0; for f in $(FUZZ_DIR)/corpus/fuzz_run/*; do \
		build/smolvm compile --uncompressed - -o $(FUZZ_DIR)/corpus/fuzz_image/$$(basename $$f).smolc < $$f >/dev/null 2>&1 \
			|| rm -f $(FUZZ_DIR)/corpus/fuzz_image/$$(basename $$f).smolc; \
		n=$$((n + 1)); [ $$((n % 8)) = 0 ] || continue; \
		build/smolvm compile - -o $(FUZZ_DIR)/corpus/fuzz_image/$$(basename $$f).z.smolc < $$f >/dev/null 2>&1 \
			|| rm -f $(FUZZ_DIR)/corpus/fuzz_image/$$(basename $$f).z.smolc; \
	done; echo "image-seeds: $$(ls $(FUZZ_DIR)/corpus/fuzz_image | wc -l) images"

FORCE:

# fuzz_serve includes the server's and the JSON code's sources.
$(FUZZ_BUILD)/fuzz_serve: cli/serve.c cli/json.c cli/json.h cli/cli.h
