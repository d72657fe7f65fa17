# TSan test: VMs in 4 threads at once (tests/tsan/threads.c).
#
#   make tsan                  build the library with clang -fsanitize=thread
#                              into $(TSAN_BUILD)/obj/ and run the test
#   make tsan TSAN_ROUNDS=40   more snippets per thread
#
# Any ThreadSanitizer report fails the run (exit code 66). Before it runs,
# tsan-globals fails if any library object defines writable static storage
# (.data/.bss/thread-local): DESIGN.md §3 allows no process-global mutable
# state, and TSan only sees a race that actually happens during the run.

CLANG ?= clang
TSAN_BUILD ?= build/tsan
TSAN_ROUNDS ?= 16
TSAN_SAN := -fsanitize=thread -fno-omit-frame-pointer
TSAN_LIBS := -lxxhash -lgmp -lpcre2-8 -lunistring -lnettle -lb2 -lz -lm -lpthread
TSAN_LIBA := $(TSAN_BUILD)/libsmolvm.a

.PHONY: tsan tsan-build tsan-globals FORCE
.DEFAULT_GOAL := tsan

tsan-build: $(TSAN_BUILD)/threads

$(TSAN_LIBA): FORCE
	@$(MAKE) --no-print-directory -f Makefile $(TSAN_LIBA) BUILD=$(TSAN_BUILD) CC=$(CLANG) OPT=-O1 \
		SANFLAGS="$(TSAN_SAN)"

$(TSAN_BUILD)/threads: tests/tsan/threads.c include/smolvm.h $(TSAN_LIBA)
	@mkdir -p $(dir $@)
	$(CLANG) -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Werror -I. $(TSAN_SAN) \
		-o $@ $< $(TSAN_LIBA) $(TSAN_LIBS)

tsan-globals: $(TSAN_LIBA)
	@found=$$(objdump -t $(TSAN_LIBA) | awk ' \
		/file format/ { member = $$1; sub(/:$$/, "", member); next } \
		/^[0-9a-f]+ [lg]/ && $$0 !~ /data\.rel\.ro/ && \
		match($$0, /[[:space:]]\.(bss|data|tbss|tdata)(\.[^[:space:]]*)?[[:space:]]/) && $$NF !~ /^\./ \
			{ print "  " member ": " $$NF }'); \
	if [ -n "$$found" ]; then \
		echo "tsan: writable global or static variables in the library (no process-global mutable state allowed):"; \
		echo "$$found"; exit 1; \
	fi

tsan: tsan-globals $(TSAN_BUILD)/threads
	@TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 history_size=4" \
		$(TSAN_BUILD)/threads $(TSAN_ROUNDS)

FORCE:
