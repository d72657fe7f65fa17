# smolvm build. `make` builds the library and the CLI; `make demo` runs a
# demo snippet; `make test` runs every test suite (release and ASan+UBSan).

CC ?= cc
ifeq ($(origin CC),default)
CC := cc
endif
PYTHON ?= python3
BUILD ?= build
OPT ?= -O2
SANFLAGS ?=
DISPATCH ?=

WARN := -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers
# Hardening (checked by tests/hardening/check_elf.py): stack canaries,
# control-flow protection where the compiler has it, fortified libc calls
# (they need optimisation; sanitizer builds leave them to the sanitizer),
# and PIE with full RELRO and immediate binding at link time.
CF_PROTECTION := $(shell $(CC) -fcf-protection -Werror -x c -c /dev/null -o /dev/null 2>/dev/null && echo -fcf-protection)
FORTIFY := $(if $(filter -O0,$(OPT))$(SANFLAGS),,-U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2)
HARDEN := -fstack-protector-strong $(CF_PROTECTION) $(FORTIFY)
HARDEN_LD := -Wl,-z,relro -Wl,-z,now -Wl,-z,noexecstack
CFLAGS_ALL := -std=c11 -D_GNU_SOURCE $(OPT) -g $(WARN) -fPIC $(HARDEN) -I. $(SANFLAGS) $(DISPATCH) $(CFLAGS)
LIBS := -lxxhash -lgmp -lpcre2-8 -lunistring -lseccomp -lm
VERSION := 0.1.0

LIB_SRCS := $(sort $(wildcard compiler/*.c vm/*.c runtime/*.c runtime/modules/*.c api/*.c))
CLI_SRCS := $(sort $(wildcard cli/*.c))
FROZEN_SRCS := $(sort $(wildcard runtime/modules/py/*.py))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/gen/frozen.o
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/obj/%.o)
UNIT_SRCS := $(sort $(wildcard tests/unit/*.c))
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/unit/%)
DEPSTAMP := build/.deps-ok

.PHONY: all demo test test-release test-asan unit conformance expected bench fuzz clean deps

all: $(BUILD)/libsmolvm.a $(BUILD)/libsmolvm.so $(BUILD)/smolvm

$(DEPSTAMP): tools/deps.sh
	@mkdir -p build
	@sh tools/deps.sh
	@touch $@

deps: $(DEPSTAMP)

$(BUILD)/obj/%.o: %.c $(DEPSTAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -MMD -MP -c $< -o $@

# Modules written in Python, embedded as C strings.
$(BUILD)/gen/frozen.c: $(FROZEN_SRCS) tools/embed.c
	@mkdir -p $(BUILD)/gen
	@$(CC) -O1 -o $(BUILD)/gen/embed tools/embed.c
	@$(BUILD)/gen/embed $@ $(FROZEN_SRCS)

$(BUILD)/obj/gen/frozen.o: $(BUILD)/gen/frozen.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(BUILD)/libsmolvm.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/libsmolvm.so: $(LIB_OBJS)
	$(CC) -shared $(HARDEN_LD) $(SANFLAGS) -o $@ $^ $(LIBS)

$(BUILD)/smolvm: $(CLI_OBJS) $(BUILD)/libsmolvm.a
	$(CC) -pie $(HARDEN_LD) $(SANFLAGS) -o $@ $(CLI_OBJS) $(BUILD)/libsmolvm.a $(LIBS)

# Test only (tests/hardening/check_confine.py): the CLI with a tool through
# which a snippet makes a system call the confinement filter forbids.
$(BUILD)/smolvm-forbidden: $(CLI_SRCS) tests/hardening/forbidden.c $(BUILD)/libsmolvm.a
	$(CC) $(CFLAGS_ALL) -DSMOL_TEST_FORBIDDEN_SYSCALL -pie $(HARDEN_LD) -o $@ $(CLI_SRCS) tests/hardening/forbidden.c \
		$(BUILD)/libsmolvm.a $(LIBS)

$(BUILD)/unit/%: tests/unit/%.c tests/unit/check.h $(BUILD)/libsmolvm.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BUILD)/libsmolvm.a $(LIBS)

demo: all
	@echo '--- tests/demo.py ---'
	@cat tests/demo.py
	@echo '--- smolvm run tests/demo.py ---'
	@$(BUILD)/smolvm run tests/demo.py

unit: $(UNIT_BINS)
	@$(PYTHON) tests/run_tests.py --unit $(UNIT_BINS)

# Every suite: conformance and unit tests on a release build, an ASan+UBSan
# build (which also checks that all compiled code passes the bytecode
# verifier) and a switch-dispatch build; conformance again through bytecode
# images (release and ASan) and on the ASan build with --callback-stress (a
# collection at every return from Python code into a native; the security
# suite runs that way too); unit tests again on an allocation
# size-checking build; then the coverage, security, fuzz-smoke and TSan
# suites. The last line is the total: `N passed, M failed`.
test:
	@sh tools/deps.sh --test
	@$(MAKE) --no-print-directory all unit-bins BUILD=build
	@$(MAKE) --no-print-directory all unit-bins BUILD=build/asan OPT=-O1 CFLAGS=-DSMOL_VERIFY_COMPILED \
		SANFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
	@$(MAKE) --no-print-directory all BUILD=build/switch DISPATCH=-DSMOL_SWITCH_DISPATCH
	@$(MAKE) --no-print-directory unit-bins BUILD=build/check OPT=-O1 CFLAGS=-DSMOL_ALLOC_CHECK
	@$(PYTHON) tests/run_tests.py --build build --asan-build build/asan --switch-build build/switch \
		--image-build build --image-build build/asan --stress-build build/asan \
		--unit build/check/unit/* \
		--suite "coverage=$(PYTHON) tests/coverage/gen_coverage.py --check" \
		--suite "builtins-coverage=$(PYTHON) tests/coverage/gen_builtins.py --check" \
		--suite "format-property=$(PYTHON) tests/format_property.py --smolvm build/smolvm" \
		--suite "security=$(PYTHON) tests/security/run_security.py --smolvm build/smolvm" \
		--suite "security-asan=$(PYTHON) tests/security/run_security.py --smolvm build/asan/smolvm --rss-slack 100000" \
		--suite "security-callback-stress=$(PYTHON) tests/security/run_security.py --smolvm build/asan/smolvm \
			--rss-slack 100000 --wall-scale 20 --extra-arg=--callback-stress --extra-arg=--deadline --extra-arg=10 \
			--accept-deadline" \
		--suite "hardening=$(PYTHON) tests/hardening/check_elf.py --build build" \
		--suite "confine=$(MAKE) --no-print-directory build/smolvm-forbidden >/dev/null && \
			$(PYTHON) tests/hardening/check_confine.py --smolvm build/smolvm --forbidden build/smolvm-forbidden" \
		--suite "fuzz-smoke=$(MAKE) --no-print-directory fuzz-smoke" \
		--suite "tsan=$(MAKE) --no-print-directory tsan"

unit-bins: $(UNIT_BINS)

expected:
	@$(PYTHON) tests/run_tests.py --regen

bench: all
	@$(PYTHON) bench/run.py --smolvm $(BUILD)/smolvm

# libFuzzer targets (tests/fuzz/fuzz.mk): `make fuzz FUZZ_SECONDS=N` fuzzes
# each target for N seconds; `make fuzz-smoke` replays the committed corpus
# and regressions plus a short seeded run. `make tsan` runs VMs in 4 threads
# under ThreadSanitizer (tests/tsan/tsan.mk).
.PHONY: fuzz-smoke tsan
fuzz:
	@$(MAKE) --no-print-directory -f tests/fuzz/fuzz.mk fuzz FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60)

fuzz-smoke:
	@$(MAKE) --no-print-directory -f tests/fuzz/fuzz.mk fuzz-smoke

tsan:
	@$(MAKE) --no-print-directory -f tests/tsan/tsan.mk tsan

clean:
	rm -rf build

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)
