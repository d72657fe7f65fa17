# smolvm build. `make` builds the library and the CLI; `make demo` shows
# the sandbox at work; `make test` runs every test suite (release and ASan+UBSan).

CC ?= cc
ifeq ($(origin CC),default)
CC := cc
endif
PYTHON ?= python3
BUILD ?= build
SANFLAGS ?=
DISPATCH ?=

# Profile-guided optimisation (PGO=1, the default for the release build:
# BUILD=build with gcc and no sanitizer). The library is compiled twice: an
# instrumented copy in $(BUILD)/pgo links tools/pgo_train.c, which runs the
# conformance suite (tests/conformance; the benchmarks take no part) the
# ways a host does, and the release objects are then compiled with the
# profile it wrote. The profile follows the sources: a change to any of
# them remakes it and every object, so an incremental build is the clean
# one. PGO=0 builds without it (a quicker edit-compile loop); the other
# builds (ASan, allocation checking, switch dispatch, fuzzing) never use
# it. With the profile, -O3's extra inlining and unrolling go where the
# profile says they pay: the release build is -O3, the others -O2 (an
# explicit OPT applies to both copies). The profile moves inlining and
# block layout, so gcc's -Wmaybe-uninitialized, whose findings follow
# inlining, is left to the other builds, which compile the same sources
# with it.
PGO_CAPABLE := $(shell $(CC) -fprofile-use -fprofile-partial-training -dumpdir /nonexistent/ -dumpbase x.c \
	-Wno-missing-profile -Werror -x c -c /dev/null -o /dev/null 2>/dev/null && echo 1)
PGO ?= $(if $(and $(filter build,$(BUILD)),$(PGO_CAPABLE)),$(if $(SANFLAGS),0,1),0)
OPT ?= $(if $(filter 1 gen,$(PGO)),-O3,-O2)
PGO_DIR := $(BUILD)/pgo
PGO_DATA ?= $(abspath $(PGO_DIR))/data
ifeq ($(PGO),1)
PGO_FLAGS := -fprofile-use -fprofile-partial-training -Wno-missing-profile -Wno-maybe-uninitialized
else ifeq ($(PGO),gen)
PGO_FLAGS := -fprofile-generate
endif
# Both builds name each object's profile alike, by its source and not by
# where the object goes ($(PGO_DATA)/api_smolvm.c.gcda): gcc tells a static
# function's profile by that name.
pgo_aux = $(if $(PGO_FLAGS),-dumpdir $(PGO_DATA)/ -dumpbase $(subst /,_,$(1)))

WARN := -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers
# Hardening (checked by tests/hardening/check_elf.py): stack canaries,
# control-flow protection where the compiler has it, fortified libc calls
# (they need optimisation; sanitizer builds leave them to the sanitizer),
# and PIE with full RELRO and immediate binding at link time.
CF_PROTECTION := $(shell $(CC) -fcf-protection -Werror -x c -c /dev/null -o /dev/null 2>/dev/null && echo -fcf-protection)
FORTIFY := $(if $(filter -O0,$(OPT))$(SANFLAGS),,-U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2)
HARDEN := -fstack-protector-strong $(CF_PROTECTION) $(FORTIFY)
HARDEN_LD := -Wl,-z,relro -Wl,-z,now -Wl,-z,noexecstack
# The library exports only the smol_ functions (smolvm.map, and the static
# library's one object), so no call inside it is ever interposed: the
# compiler may inline and bind such calls directly though the code is PIC.
CFLAGS_ALL := -std=c11 -D_GNU_SOURCE $(OPT) -g $(WARN) -fPIC -fno-semantic-interposition $(HARDEN) -I. \
	$(SANFLAGS) $(DISPATCH) $(PGO_FLAGS) $(CFLAGS)
LIBS := -lxxhash -lgmp -lpcre2-8 -lunistring -lseccomp -lnettle -lb2 -lz -lm
# The command's line editing (the REPL).
CLI_LIBS := -ledit
VERSION := $(shell sed -n 's/^\#define SMOL_VERSION_STRING "\(.*\)"/\1/p' include/smolvm.h)
SOMAJOR := $(shell sed -n 's/^\#define SMOL_VERSION_MAJOR \([0-9]*\)/\1/p' include/smolvm.h)

LIB_SRCS := $(sort $(wildcard compiler/*.c vm/*.c runtime/*.c runtime/modules/*.c api/*.c))
CLI_SRCS := $(sort $(wildcard cli/*.c))
FROZEN_SRCS := $(sort $(wildcard runtime/modules/py/*.py))
# The library's objects but the table of modules written in Python, which
# the build tool linking them generates (LIB_CORE_OBJS), and all of them.
LIB_CORE_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
LIB_OBJS := $(LIB_CORE_OBJS) $(BUILD)/obj/gen/frozen.o
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/obj/%.o)
UNIT_SRCS := $(sort $(wildcard tests/unit/*.c))
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/unit/%)
DEPSTAMP := build/.deps-ok

.PHONY: all install uninstall demo test test-release test-asan unit conformance expected bench fuzz clean deps

all: $(BUILD)/libsmolvm.a $(BUILD)/libsmolvm.so $(BUILD)/smolvm

$(DEPSTAMP): tools/deps.sh
	@mkdir -p build
	@sh tools/deps.sh
	@touch $@

deps: $(DEPSTAMP)

$(BUILD)/obj/%.o: %.c $(DEPSTAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(call pgo_aux,$<) -MMD -MP -c $< -o $@

# Modules written in Python, compiled at build time into bytecode images
# held as constant data: tools/freeze.c, linked with this build's own
# library objects (so any change to the compiler, the runtime or the image
# format remakes the images), compiles each one and writes the table.
$(BUILD)/gen/freeze: tools/freeze.c $(LIB_CORE_OBJS)
	@mkdir -p $(BUILD)/gen
	$(CC) $(CFLAGS_ALL) $(call pgo_aux,tools/freeze.c) -MMD -MP -MF $@.d -o $@ tools/freeze.c $(LIB_CORE_OBJS) $(LIBS)

# (In the instrumented build the tool's own profile goes aside: the
# training writes the one the release build reads.)
$(BUILD)/gen/frozen.c: $(FROZEN_SRCS) $(BUILD)/gen/freeze
	$(if $(filter gen,$(PGO)),GCOV_PREFIX=$(abspath $(BUILD))/freeze-profile )$(BUILD)/gen/freeze $@ $(FROZEN_SRCS)

$(BUILD)/obj/gen/frozen.o: $(BUILD)/gen/frozen.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(call pgo_aux,gen/frozen.c) -c $< -o $@

# The training run of PGO (above): the instrumented build's own tool, then
# its run over the conformance suite, which writes the profile.
$(BUILD)/pgo_train: tools/pgo_train.c tools/read_file.h include/smolvm.h $(LIB_OBJS)
	$(CC) $(CFLAGS_ALL) $(call pgo_aux,tools/pgo_train.c) -o $@ tools/pgo_train.c $(LIB_OBJS) $(LIBS)

# Objects follow the flags they were compiled with: switching PGO on or
# off, or changing OPT, CFLAGS, the compiler or the tree's place (the
# profile's directory is written into the instrumented objects) remakes
# them (and, through the profile, the instrumented copy, whose flags must
# be the same).
PGO_MODE := $(BUILD)/.flags
FLAGS_NOW := $(PGO) $(PGO_DATA) $(CC) $(shell $(CC) -dumpversion 2>/dev/null) $(CFLAGS_ALL)
ifneq ($(file <$(PGO_MODE)),$(FLAGS_NOW))
$(shell mkdir -p $(BUILD))
$(file >$(PGO_MODE),$(FLAGS_NOW))
endif
$(LIB_OBJS) $(CLI_OBJS): $(PGO_MODE)

ifeq ($(PGO),1)
PGO_TRAIN_SET := $(sort $(shell find tests/conformance -name '*.py'))
.PHONY: pgo-force
# The instrumented copy is its own make (another BUILD), asked each time
# and quietly when it has nothing to do; after the dependency check, which
# the two makes must not run at once.
$(PGO_DIR)/pgo_train: pgo-force $(DEPSTAMP)
	@$(MAKE) -q --no-print-directory BUILD=$(PGO_DIR) PGO=gen PGO_DATA=$(PGO_DATA) $@ 2>/dev/null || \
		$(MAKE) --no-print-directory BUILD=$(PGO_DIR) PGO=gen PGO_DATA=$(PGO_DATA) $@

# The trainer names each snippet on its standard error before running it:
# a crash shows which.
$(PGO_DIR)/profile.stamp: $(PGO_DIR)/pgo_train $(PGO_TRAIN_SET)
	@rm -rf $(PGO_DATA)
	@echo "profile: tests/conformance through $(PGO_DIR)/pgo_train (log: $(PGO_DIR)/train.log)"
	@find tests/conformance -name '*.py' | sort | xargs $(PGO_DIR)/pgo_train >/dev/null 2>$(PGO_DIR)/train.log || \
		{ echo "the profile's training run failed; its last snippets:"; tail -n 3 $(PGO_DIR)/train.log; exit 1; }
	@touch $@

$(LIB_OBJS) $(CLI_OBJS): $(PGO_DIR)/profile.stamp
endif

# The library exports only its public functions (those include/smolvm.h
# declares), so a host may define any other name (dict_new, exc_raise...):
# the shared library through a version script, the static one as a single
# relocatable object in which every other symbol is made local. The white-box
# unit tests link libsmolvm-internal.a, the plain archive of the objects.
$(BUILD)/smolvm.sym: include/smolvm.h
	@mkdir -p $(BUILD)
	@grep -o '^[a-z].* \**smol_[a-z_]*(' $< | grep -v '^static' | sed 's/.*\(smol_[a-z_]*\)($$/\1/' | sort -u > $@

$(BUILD)/smolvm.map: $(BUILD)/smolvm.sym
	@{ echo '{ global:'; sed 's/$$/;/' $<; echo 'local: *; };'; } > $@

$(BUILD)/libsmolvm-internal.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/libsmolvm.a: $(LIB_OBJS) $(BUILD)/smolvm.sym
	@rm -f $@ $(BUILD)/smolvm-lib.o
	ld -r -o $(BUILD)/smolvm-lib.o $(LIB_OBJS)
	objcopy --keep-global-symbols=$(BUILD)/smolvm.sym $(BUILD)/smolvm-lib.o
	ar rcs $@ $(BUILD)/smolvm-lib.o

$(BUILD)/libsmolvm.so: $(LIB_OBJS) $(BUILD)/smolvm.map
	$(CC) -shared $(HARDEN_LD) $(SANFLAGS) -Wl,-soname,libsmolvm.so.$(SOMAJOR) \
		-Wl,--version-script=$(BUILD)/smolvm.map -o $@ $(LIB_OBJS) $(LIBS)
	@ln -sf libsmolvm.so $(BUILD)/libsmolvm.so.$(SOMAJOR)

$(BUILD)/smolvm: $(CLI_OBJS) $(BUILD)/libsmolvm.a
	$(CC) -pie $(HARDEN_LD) $(SANFLAGS) -o $@ $(CLI_OBJS) $(BUILD)/libsmolvm.a $(LIBS) $(CLI_LIBS)

# Test only (tests/hardening/check_confine.py): the CLI with a tool through
# which a snippet makes a system call the confinement filter forbids.
$(BUILD)/smolvm-forbidden: $(CLI_SRCS) tests/hardening/forbidden.c $(BUILD)/libsmolvm.a
	$(CC) $(CFLAGS_ALL) -DSMOL_TEST_FORBIDDEN_SYSCALL -pie $(HARDEN_LD) -o $@ $(CLI_SRCS) tests/hardening/forbidden.c \
		$(BUILD)/libsmolvm.a $(LIBS) $(CLI_LIBS)

$(BUILD)/unit/%: tests/unit/%.c tests/unit/check.h $(BUILD)/libsmolvm-internal.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BUILD)/libsmolvm-internal.a $(LIBS)

# make install [PREFIX=/usr/local] [DESTDIR=...]: the libraries (static,
# and shared with its SONAME links), the header, the command, its man page
# and smolvm.pc for pkg-config. make uninstall removes exactly those.
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

install: all
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 $(BUILD)/libsmolvm.a $(DESTDIR)$(LIBDIR)/libsmolvm.a
	install -m 755 $(BUILD)/libsmolvm.so $(DESTDIR)$(LIBDIR)/libsmolvm.so.$(VERSION)
	ln -sf libsmolvm.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libsmolvm.so.$(SOMAJOR)
	ln -sf libsmolvm.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libsmolvm.so
	install -m 644 include/smolvm.h $(DESTDIR)$(INCLUDEDIR)/smolvm.h
	install -m 755 $(BUILD)/smolvm $(DESTDIR)$(BINDIR)/smolvm
	install -m 644 docs/smolvm.1 $(DESTDIR)$(MANDIR)/man1/smolvm.1
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@VERSION@|$(VERSION)|' tools/smolvm.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/smolvm.pc

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/libsmolvm.a $(DESTDIR)$(LIBDIR)/libsmolvm.so.$(VERSION) \
		$(DESTDIR)$(LIBDIR)/libsmolvm.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libsmolvm.so \
		$(DESTDIR)$(INCLUDEDIR)/smolvm.h $(DESTDIR)$(BINDIR)/smolvm $(DESTDIR)$(MANDIR)/man1/smolvm.1 \
		$(DESTDIR)$(PKGCONFIGDIR)/smolvm.pc

# Builds quietly, in parallel, then shows what makes smolvm a sandbox: a
# run and its receipt, a refused import, limit stops, a tool call.
demo:
	@$(MAKE) --no-print-directory -s -j$$(nproc 2>/dev/null || echo 2) all
	@sh tools/demo.sh $(BUILD)

unit: $(UNIT_BINS)
	@$(PYTHON) tests/run_tests.py --unit $(UNIT_BINS)

# Every suite: conformance and unit tests on a release build, an ASan+UBSan
# build (which also checks that all compiled code passes the bytecode
# verifier) and a switch-dispatch build (whose strings also use shared
# tails from 2 bytes on, see STR_TAIL_MIN); conformance again through bytecode
# images (release and ASan), on the ASan build with --callback-stress (a
# collection at every return from Python code into a native; the security
# suite runs that way too) and in VMs copied from a template with common
# modules imported (--template-build); unit tests again on an allocation
# size-checking build; then the coverage, security (also in template
# copies), fuzz-smoke and TSan suites. The last line is the total: `N passed, M failed`.
test:
	@sh tools/deps.sh --test
	@$(MAKE) --no-print-directory all unit-bins BUILD=build
	@$(MAKE) --no-print-directory all unit-bins BUILD=build/asan OPT=-O1 CFLAGS=-DSMOL_VERIFY_COMPILED \
		SANFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
	@$(MAKE) --no-print-directory all BUILD=build/switch DISPATCH=-DSMOL_SWITCH_DISPATCH CFLAGS=-DSTR_TAIL_MIN=2
	@$(MAKE) --no-print-directory unit-bins BUILD=build/check OPT=-O1 CFLAGS=-DSMOL_ALLOC_CHECK
	@$(PYTHON) tests/run_tests.py --build build --asan-build build/asan --switch-build build/switch \
		--image-build build --image-build build/asan --stress-build build/asan --template-build build \
		--unit build/check/unit/* \
		--suite "coverage=$(PYTHON) tests/coverage/gen_coverage.py --check" \
		--suite "builtins-coverage=$(PYTHON) tests/coverage/gen_builtins.py --check" \
		--suite "parser=$(PYTHON) tests/parser/check.py" \
		--suite "modules-coverage=$(PYTHON) tests/coverage/gen_modules.py --check --smolvm build/smolvm" \
		--suite "format-property=$(PYTHON) tests/format_property.py --smolvm build/smolvm" \
		--suite "statistics-property=$(PYTHON) tests/statistics_property.py --smolvm build/smolvm" \
		--suite "datetime-property=$(PYTHON) tests/datetime_property.py --smolvm build/smolvm" \
		--suite "math-property=$(PYTHON) tests/math_property.py --smolvm build/smolvm" \
		--suite "unicodedata-property=$(PYTHON) tests/unicodedata_property.py --smolvm build/smolvm" \
		--suite "re-property=$(PYTHON) tests/re_property.py --smolvm build/smolvm" \
		--suite "regex-budget=$(PYTHON) tests/hardening/check_regex_budget.py --smolvm build/smolvm" \
		--suite "native-budget=$(PYTHON) tests/hardening/check_native_budget.py --smolvm build/smolvm" \
		--suite "security=$(PYTHON) tests/security/run_security.py --smolvm build/smolvm" \
		--suite "security-template=$(PYTHON) tests/security/run_security.py --smolvm build/smolvm \
			--template collections,re,json,typing,datetime,dataclasses,functools,itertools,math" \
		--suite "security-asan=$(PYTHON) tests/security/run_security.py --smolvm build/asan/smolvm --rss-slack 100000" \
		--suite "security-callback-stress=$(PYTHON) tests/security/run_security.py --smolvm build/asan/smolvm \
			--rss-slack 100000 --wall-scale 20 --extra-arg=--callback-stress --extra-arg=--deadline --extra-arg=10 \
			--accept-deadline" \
		--suite "hardening=$(PYTHON) tests/hardening/check_elf.py --build build" \
		--suite "symbols=$(PYTHON) tests/hardening/check_symbols.py --build build" \
		--suite "install=sh tests/install/test_install.sh" \
		--suite "serve=$(PYTHON) tests/serve/test_serve.py --smolvm build/smolvm" \
		--suite "serve-asan=$(PYTHON) tests/serve/test_serve.py --smolvm build/asan/smolvm --rss-slack 1000000" \
		--suite "cli=$(MAKE) --no-print-directory build/smolvm-forbidden >/dev/null && \
			$(PYTHON) tests/cli/test_cli.py --smolvm build/smolvm --forbidden build/smolvm-forbidden" \
		--suite "cli-asan=$(PYTHON) tests/cli/test_cli.py --smolvm build/asan/smolvm" \
		--suite "python-package=SMOLVM_BIN=build/smolvm $(PYTHON) tests/run_unittest.py bindings/python/tests \
			bindings/python" \
		--suite "confine=$(MAKE) --no-print-directory build/smolvm-forbidden >/dev/null && \
			$(PYTHON) tests/hardening/check_confine.py --smolvm build/smolvm --forbidden build/smolvm-forbidden" \
		--suite "fuzz-smoke=$(MAKE) --no-print-directory fuzz-smoke" \
		--suite "tsan=$(MAKE) --no-print-directory tsan"

unit-bins: $(UNIT_BINS)

expected:
	@$(PYTHON) tests/run_tests.py --regen

bench: all $(BUILD)/bench/sessions $(BUILD)/bench/steps $(BUILD)/bench/imports
	@$(PYTHON) bench/run.py --smolvm $(BUILD)/smolvm
	@/usr/bin/python3 bench/agent_step.py --smolvm $(BUILD)/smolvm
	@/usr/bin/python3 bench/steps.py --steps $(BUILD)/bench/steps
	@/usr/bin/python3 bench/imagesize.py --smolvm $(BUILD)/smolvm
	@/usr/bin/python3 bench/stdlib.py --smolvm $(BUILD)/smolvm
	@$(BUILD)/bench/sessions
	@$(BUILD)/bench/imports

$(BUILD)/bench/%: bench/%.c include/smolvm.h $(BUILD)/libsmolvm.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BUILD)/libsmolvm.a $(LIBS)

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

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d) $(BUILD)/gen/freeze.d
