/* Process confinement: the second wall around a process that runs
 * snippets (smol_confine_process in include/smolvm.h).
 *
 * If a snippet ever got control of the process through a memory-safety bug
 * in the VM, the first wall (the policy check and a runtime without file,
 * socket or process calls) would be gone. This wall is the kernel's: a
 * seccomp-bpf allowlist, built with libseccomp, of the system calls a VM
 * that is already running needs, plus no_new_privs. Anything else kills the
 * whole process with SIGSYS (SCMP_ACT_KILL_PROCESS), which no signal handler
 * can catch. docs/security.md lists every allowed call with its reason;
 * keep the two in step.
 *
 * All the tables here are const: the module keeps no state of its own. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>
#include <seccomp.h>
#include "include/smolvm.h"

/* Sanitizer runtimes work behind the program's back with exactly what the
 * filter forbids: LeakSanitizer stops the world at exit with a ptrace()ing
 * clone and reads /proc/self/maps, and a report runs llvm-symbolizer
 * (fork + exec). Under a filter a genuine finding would become a bare
 * SIGSYS with no report, so sanitizer builds do not confine; release builds
 * do, and tests/hardening/check_confine.py proves it there. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZER_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SANITIZER_BUILD 1
#endif
#endif
#ifdef SANITIZER_BUILD
static const bool sanitizer_build = true;
#else
static const bool sanitizer_build = false;
#endif

/* Allowed whatever their arguments. Each is explained in docs/security.md. */
static const int allowed_any[] = {
    /* Descriptors the process already holds. */
    SCMP_SYS(lseek),
    SCMP_SYS(close),
    SCMP_SYS(fstat),
    /* Memory: the allocator (glibc malloc, GMP through it). */
    SCMP_SYS(brk),
    SCMP_SYS(munmap),
    SCMP_SYS(mremap),
    SCMP_SYS(madvise),
    /* Clocks and (virtual or real) sleeping. */
    SCMP_SYS(clock_gettime),
    SCMP_SYS(clock_getres),
    SCMP_SYS(gettimeofday),
    SCMP_SYS(time),
    SCMP_SYS(clock_nanosleep),
    SCMP_SYS(nanosleep),
    /* Entropy for per-VM hash seeds and random. */
    SCMP_SYS(getrandom),
    /* Locks inside the C library. */
    SCMP_SYS(futex),
    /* Signals: abort() and the C library's own handlers. */
    SCMP_SYS(rt_sigaction),
    SCMP_SYS(rt_sigprocmask),
    SCMP_SYS(rt_sigreturn),
    SCMP_SYS(sigaltstack),
    /* Ending and restarting. */
    SCMP_SYS(exit),
    SCMP_SYS(exit_group),
    SCMP_SYS(restart_syscall),
    /* Identity of the process itself (abort() raises on itself). */
    SCMP_SYS(getpid),
    SCMP_SYS(gettid),
};

/* Reads and writes: on any descriptor, or (SMOL_CONFINE_STDIO) only reads
 * of descriptor 0 and writes to 1 and 2. */
static const int reads[] = { SCMP_SYS(read), SCMP_SYS(readv), SCMP_SYS(pread64) };
static const int writes[] = { SCMP_SYS(write), SCMP_SYS(writev) };

/* Calls that the C library makes on its own and copes with failing:
 * answered with an error instead of being run. newfstatat is how glibc's
 * fstat() reaches the kernel, and it takes a path as well as a descriptor,
 * so it could reveal which files exist; stdio only uses it to choose a
 * buffer size and falls back to the default. sysinfo is how qsort()
 * sizes physical memory before sorting a large array; on failure it sorts
 * in place. */
static const int refused_softly[] = { SCMP_SYS(newfstatat), SCMP_SYS(statx), SCMP_SYS(sysinfo) };

/* Add `rule` for syscall `nr`. A call the native architecture lacks
 * (libseccomp gives it a negative pseudo number) needs no rule. */
static int add(scmp_filter_ctx ctx, uint32_t action, int nr, unsigned argc, const struct scmp_arg_cmp *args) {
    int rc = seccomp_rule_add_array(ctx, action, nr, argc, args);
    if (rc < 0 && nr < 0) return 0;
    return rc;
}

static int build_rules(scmp_filter_ctx ctx, unsigned flags) {
    int rc = 0;
    for (size_t i = 0; i < sizeof allowed_any / sizeof allowed_any[0] && rc == 0; i++)
        rc = add(ctx, SCMP_ACT_ALLOW, allowed_any[i], 0, NULL);
    for (size_t i = 0; i < sizeof refused_softly / sizeof refused_softly[0] && rc == 0; i++)
        rc = add(ctx, SCMP_ACT_ERRNO(EACCES), refused_softly[i], 0, NULL);

    bool stdio = (flags & SMOL_CONFINE_STDIO) != 0;
    const struct scmp_arg_cmp fd0 = SCMP_A0(SCMP_CMP_EQ, 0);
    const struct scmp_arg_cmp fd1 = SCMP_A0(SCMP_CMP_EQ, 1);
    const struct scmp_arg_cmp fd2 = SCMP_A0(SCMP_CMP_EQ, 2);
    for (size_t i = 0; i < sizeof reads / sizeof reads[0] && rc == 0; i++)
        rc = stdio ? add(ctx, SCMP_ACT_ALLOW, reads[i], 1, &fd0) : add(ctx, SCMP_ACT_ALLOW, reads[i], 0, NULL);
    for (size_t i = 0; i < sizeof writes / sizeof writes[0] && rc == 0; i++) {
        if (!stdio) {
            rc = add(ctx, SCMP_ACT_ALLOW, writes[i], 0, NULL);
        } else {
            rc = add(ctx, SCMP_ACT_ALLOW, writes[i], 1, &fd1);
            if (rc == 0) rc = add(ctx, SCMP_ACT_ALLOW, writes[i], 1, &fd2);
        }
    }

    /* Memory may be mapped and re-protected, but never made executable:
     * no new code can appear in the process. */
    const struct scmp_arg_cmp no_exec = SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0);
    if (rc == 0) rc = add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1, &no_exec);
    if (rc == 0) rc = add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1, &no_exec);

    /* isatty() (stdio asks it to choose line buffering) reads the terminal
     * settings; no other ioctl (TIOCSTI could type into the terminal). */
    const struct scmp_arg_cmp tcgets = SCMP_A1(SCMP_CMP_EQ, TCGETS);
    if (rc == 0) rc = add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(ioctl), 1, &tcgets);

    /* abort() sends SIGABRT to its own thread; signals to any other
     * process stay forbidden. The pid cannot change: no new processes. */
    const struct scmp_arg_cmp self = SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)getpid());
    if (rc == 0) rc = add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 1, &self);
    return rc;
}

int smol_confine_process(unsigned flags, const char **reason) {
    const char *why_buf;
    const char **why = reason ? reason : &why_buf;
    *why = NULL;
    if (flags & ~(unsigned)SMOL_CONFINE_STDIO) {
        *why = "unknown flags";
        errno = EINVAL;
        return -1;
    }
    if (sanitizer_build) {
        *why = "sanitizer builds are not confined (the sanitizer runtime needs ptrace, clone, exec and /proc)";
        errno = ENOTSUP;
        return -1;
    }
    if (seccomp_arch_native() == 0) {
        *why = "libseccomp does not know this architecture";
        errno = ENOTSUP;
        return -1;
    }
    /* The C library reads zone files lazily: tzset(), mktime() and
     * strftime's %Z check and reload /etc/localtime (or $TZ's file) when
     * they run. Load the zone now and pin TZ to what it already means (an
     * unset TZ means /etc/localtime), so that later calls find it loaded
     * and unchanged and never open a file under the filter. */
    if (!getenv("TZ") && setenv("TZ", ":/etc/localtime", 0) != 0) {
        *why = "cannot set TZ";
        return -1;
    }
    tzset();
    /* Nothing the process runs from now on may gain privileges (setuid
     * binaries, file capabilities); it is also what lets an unprivileged
     * process install a filter. */
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        *why = "prctl(PR_SET_NO_NEW_PRIVS) failed";
        return -1;
    }
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_KILL_PROCESS);
    if (!ctx) {
        *why = "seccomp_init failed";
        errno = ENOMEM;
        return -1;
    }
    int rc = 0;
    /* A system call made through another architecture's entry point (the
     * 32-bit int 0x80 on x86-64, x32) would be numbered differently:
     * the filter only accepts the native one and kills on any other. */
    if (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0 ||
        seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 1) < 0 ||
        /* Every thread of the process, not only the caller: threads share
         * memory, so one unconfined thread would be a way out. */
        seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1) < 0) {
        *why = "libseccomp lacks a needed filter attribute";
        rc = -ENOTSUP;
    }
    if (rc == 0 && (rc = build_rules(ctx, flags)) < 0) *why = "cannot build the seccomp filter";
    if (rc == 0 && (rc = seccomp_load(ctx)) < 0)
        *why = rc == -ESRCH ? "another thread has a different seccomp filter" : "the kernel refused the seccomp filter";
    seccomp_release(ctx);
    if (rc < 0) {
        errno = -rc;
        return -1;
    }
    return 0;
}
