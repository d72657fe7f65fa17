#!/bin/sh
# Makes sure the Debian packages smolvm builds against are present.
# Installs the missing ones with apt-get when running as root; otherwise
# stops with one line naming them.
set -e
need=""
check() { # header package
    if ! printf '#define PCRE2_CODE_UNIT_WIDTH 8\n#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1; then
        need="$need $2"
    fi
}
check xxhash.h libxxhash-dev
check gmp.h libgmp-dev
check pcre2.h libpcre2-dev
check unicase.h libunistring-dev
check seccomp.h libseccomp-dev
check zlib.h zlib1g-dev
check nettle/sha2.h nettle-dev
check blake2.h libb2-dev
check editline/readline.h libedit-dev
command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
if [ "$1" = "--test" ]; then
    command -v clang >/dev/null 2>&1 || need="$need clang"
    [ -n "$(ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null)" ] || need="$need libclang-rt-14-dev"
    command -v python3 >/dev/null 2>&1 || need="$need python3"
fi
[ -z "$need" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "smolvm: installing$need" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null 2>&1 || true
    apt-get install -y -qq $need >/dev/null 2>&1 || { echo "smolvm: missing Debian packages:$need (apt-get install failed)" >&2; exit 1; }
    exit 0
fi
echo "smolvm: missing Debian packages:$need (install them: apt-get install$need)" >&2
exit 1
