/* Linked only into build/smolvm-forbidden, a CLI built with
 * -DSMOL_TEST_FORBIDDEN_SYSCALL for tests/hardening/check_confine.py; never
 * part of the library or of the release smolvm.
 *
 * It registers the tool `forbidden_syscall(name)`, through which a snippet
 * makes a system call the confinement filter forbids, from inside a run,
 * the way code that had taken over the VM would. Confined, the process
 * must die of SIGSYS inside the call; with --no-confine the call goes
 * through and the tool returns its result (or -errno). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "include/smolvm.h"

void cli_add_forbidden_tool(smol_vm *vm);

static long result(long r) {
    return r < 0 ? -errno : r;
}

static long forbidden(const char *what) {
    errno = 0;
    if (!strcmp(what, "none")) return 0;
    if (!strcmp(what, "openat")) {
        int fd = openat(AT_FDCWD, "/etc/hostname", O_RDONLY);
        if (fd >= 0) close(fd);
        return result(fd);
    }
    if (!strcmp(what, "socket")) {
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd >= 0) close(fd);
        return result(fd);
    }
    if (!strcmp(what, "execve")) {
        char *const argv[] = {"sh", "-c", "echo escaped", NULL};
        char *const envp[] = {NULL};
        return result(execve("/bin/sh", argv, envp));
    }
    if (!strcmp(what, "fork")) {
        pid_t pid = fork();
        if (pid == 0) _exit(0);
        if (pid > 0) waitpid(pid, NULL, 0);
        return result(pid);
    }
    if (!strcmp(what, "ptrace")) return result(ptrace(PTRACE_TRACEME, 0, NULL, NULL));
    if (!strcmp(what, "kill")) return result(kill(1, 0));
    if (!strcmp(what, "prctl")) return result(prctl(PR_SET_DUMPABLE, 1, 0, 0, 0));
    if (!strcmp(what, "mmap_exec")) {
        void *p = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) return -errno;
        munmap(p, 4096);
        return 0;
    }
    if (!strcmp(what, "mprotect_exec")) {
        void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) return -errno;
        long r = result(mprotect(p, 4096, PROT_READ | PROT_EXEC));
        munmap(p, 4096);
        return r;
    }
    if (!strcmp(what, "tiocsti")) {
        char c = 'x';
        return result(ioctl(0, TIOCSTI, &c));
    }
#ifdef __x86_64__
    /* The same harmless getpid through the other x86-64 entry points,
     * where numbers mean other calls: the filter's architecture check. */
    if (!strcmp(what, "x32_getpid")) return result(syscall(0x40000000L | SYS_getpid));
    if (!strcmp(what, "int80_getpid")) {
        long r = 20; /* getpid in the i386 table */
        __asm__ volatile("int $0x80" : "+a"(r) : : "memory");
        return r;
    }
#endif
    /* With SMOL_CONFINE_STDIO, descriptors other than 0, 1 and 2 are shut. */
    if (!strcmp(what, "write_fd3")) return result(write(3, "x", 1));
    if (!strcmp(what, "read_fd1")) {
        char c;
        return result(read(1, &c, 1));
    }
    return -EINVAL;
}

static void tool(void *user, const smol_tool_call *call, smol_tool_reply *reply) {
    if (call->nargs != 1 || call->args[0].type != SMOL_STR) {
        reply->error_type = "TypeError";
        reply->error_message = "forbidden_syscall(name) takes one str";
        return;
    }
    reply->value.type = SMOL_INT;
    reply->value.i = forbidden(call->args[0].str);
}

void cli_add_forbidden_tool(smol_vm *vm) {
    smol_tool t = {0};
    t.name = "forbidden_syscall";
    t.fn = tool;
    smol_tool_add(vm, &t);
}
