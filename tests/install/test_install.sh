#!/bin/sh
# The install test: `make install` into a fresh prefix, then build the
# examples against that tree through pkg-config, once with the shared
# library and once with the static one, run each and compare what it prints
# with examples/expected/NAME.out; then a staged install (DESTDIR), and
# `make uninstall`, which must leave no file behind.
#
#   sh tests/install/test_install.sh
#
# Environment: BUILD=DIR builds the library in DIR (the top-level
# Makefile's BUILD; default its own), CC=... compiles the examples with
# another compiler, MAKE=... names GNU make, KEEP=1 keeps the temporary
# directory and says where it is.
#
# The last line is `N passed, M failed`; the exit status is 1 when M > 0.

set -u

root=$(cd "$(dirname "$0")/../.." && pwd) || exit 1
MAKE=${MAKE:-make}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/smolvm-install.XXXXXX") || exit 1
if [ "${KEEP:-}" = 1 ]; then
    trap 'echo "kept $tmp"' EXIT
else
    trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT TERM

passed=0
failed=0
pass() {
    passed=$((passed + 1))
    echo "ok   $1"
}
# fail NAME [FILE]: FILE's first lines say why.
fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    if [ $# -gt 1 ] && [ -s "$2" ]; then
        head -n 40 "$2" | sed 's/^/     /'
    fi
}
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit $?
}

# Examples that run away are stopped rather than left to hang the suite.
if command -v timeout >/dev/null 2>&1; then
    limit="timeout 120"
else
    limit=
fi

version=$(sed -n 's/^#define SMOL_VERSION_STRING "\(.*\)"$/\1/p' "$root/include/smolvm.h")
major=$(sed -n 's/^#define SMOL_VERSION_MAJOR \([0-9]*\)$/\1/p' "$root/include/smolvm.h")
if [ -z "$version" ] || [ -z "$major" ]; then
    fail "the version in include/smolvm.h"
    finish
fi

prefix=$tmp/prefix
files="lib/libsmolvm.a lib/libsmolvm.so.$version lib/libsmolvm.so.$major lib/libsmolvm.so
include/smolvm.h bin/smolvm share/man/man1/smolvm.1 lib/pkgconfig/smolvm.pc"

# The top-level make, with the caller's build directory if one was named.
top_make() {
    if [ -n "${BUILD:-}" ]; then
        $MAKE -C "$root" --no-print-directory "$@" BUILD="$BUILD"
    else
        $MAKE -C "$root" --no-print-directory "$@"
    fi
}

# ---- make install --------------------------------------------------------

if top_make install PREFIX="$prefix" >"$tmp/install.log" 2>&1; then
    pass "make install PREFIX=$prefix"
else
    fail "make install PREFIX=$prefix" "$tmp/install.log"
    finish
fi

missing=
for f in $files; do
    [ -f "$prefix/$f" ] || missing="$missing $f"
done
if [ -z "$missing" ]; then
    pass "the installed files"
else
    echo "missing:$missing" >"$tmp/why"
    fail "the installed files" "$tmp/why"
fi

# libsmolvm.so -> libsmolvm.so.MAJOR -> libsmolvm.so.VERSION, the SONAME
# being libsmolvm.so.MAJOR.
link_major=$(readlink "$prefix/lib/libsmolvm.so.$major" 2>/dev/null)
link_dev=$(readlink "$prefix/lib/libsmolvm.so" 2>/dev/null)
if [ -L "$prefix/lib/libsmolvm.so.$major" ] && [ -L "$prefix/lib/libsmolvm.so" ] &&
    [ "$link_major" = "libsmolvm.so.$version" ] && [ "$link_dev" = "libsmolvm.so.$major" ]; then
    pass "the shared library's links"
else
    echo "libsmolvm.so.$major -> '$link_major', libsmolvm.so -> '$link_dev'" >"$tmp/why"
    fail "the shared library's links" "$tmp/why"
fi
if command -v readelf >/dev/null 2>&1; then
    if readelf -d "$prefix/lib/libsmolvm.so.$version" 2>&1 | grep -q "SONAME.*\[libsmolvm\.so\.$major\]"; then
        pass "SONAME libsmolvm.so.$major"
    else
        readelf -d "$prefix/lib/libsmolvm.so.$version" >"$tmp/why" 2>&1
        fail "SONAME libsmolvm.so.$major" "$tmp/why"
    fi
fi

PKG_CONFIG_PATH=$prefix/lib/pkgconfig
export PKG_CONFIG_PATH
pc_version=$($PKG_CONFIG --modversion smolvm 2>"$tmp/why")
# (pkg-config may end its output with a space)
pc_cflags=$($PKG_CONFIG --cflags smolvm 2>>"$tmp/why" | sed 's/ *$//')
pc_libdir=$($PKG_CONFIG --variable=libdir smolvm 2>>"$tmp/why")
if [ "$pc_version" = "$version" ] && [ "$pc_cflags" = "-I$prefix/include" ] && [ "$pc_libdir" = "$prefix/lib" ]; then
    pass "pkg-config smolvm"
else
    echo "version '$pc_version', cflags '$pc_cflags', libdir '$pc_libdir'" >>"$tmp/why"
    fail "pkg-config smolvm" "$tmp/why"
fi

out=$($limit "$prefix/bin/smolvm" -c 'print(sum(range(10)))' 2>"$tmp/why")
if [ "$out" = 45 ]; then
    pass "the installed smolvm runs"
else
    echo "printed '$out'" >>"$tmp/why"
    fail "the installed smolvm runs" "$tmp/why"
fi

# ---- the examples, shared and static ----------------------------------------

examples="hello agent_loop server"
for mode in shared static; do
    dir=$tmp/examples-$mode
    static=
    [ $mode = static ] && static=1
    # The examples see only the installed header and libraries: the
    # Makefile takes its flags from pkg-config alone.
    if $MAKE -C "$root/examples" --no-print-directory O="$dir" STATIC=$static ${CC:+CC="$CC"} all \
        >"$tmp/build-$mode.log" 2>&1; then
        pass "build the examples ($mode)"
    else
        fail "build the examples ($mode)" "$tmp/build-$mode.log"
        continue
    fi
    for e in $examples; do
        exe=$dir/$e
        # What the program was linked with: the shared build needs
        # libsmolvm.so.MAJOR, the static one needs no libsmolvm at all.
        if command -v readelf >/dev/null 2>&1; then
            needed=$(readelf -d "$exe" 2>/dev/null | grep NEEDED | grep -c 'libsmolvm')
            if { [ $mode = shared ] && readelf -d "$exe" | grep -q "NEEDED.*\[libsmolvm\.so\.$major\]"; } ||
                { [ $mode = static ] && [ "$needed" -eq 0 ]; }; then
                pass "$e ($mode) links libsmolvm as it should"
            else
                readelf -d "$exe" >"$tmp/why" 2>&1
                fail "$e ($mode) links libsmolvm as it should" "$tmp/why"
            fi
        fi
        if [ $mode = shared ]; then
            LD_LIBRARY_PATH=$prefix/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} $limit "$exe" \
                >"$dir/$e.out" 2>"$dir/$e.err"
        else
            $limit "$exe" >"$dir/$e.out" 2>"$dir/$e.err"
        fi
        rc=$?
        if [ $rc -ne 0 ]; then
            { echo "exit status $rc; standard error:"; cat "$dir/$e.err"; } >"$tmp/why"
            fail "$e ($mode)" "$tmp/why"
        elif ! diff -u "$root/examples/expected/$e.out" "$dir/$e.out" >"$tmp/why" 2>&1; then
            fail "$e ($mode)" "$tmp/why"
        else
            pass "$e ($mode)"
        fi
    done
done

# The shared build resolves libsmolvm to the installed copy.
if command -v ldd >/dev/null 2>&1 && [ -x "$tmp/examples-shared/hello" ]; then
    if LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/examples-shared/hello" 2>&1 |
        grep -q "libsmolvm\.so\.$major => $prefix/lib/libsmolvm\.so\.$major"; then
        pass "hello (shared) loads $prefix/lib/libsmolvm.so.$major"
    else
        LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/examples-shared/hello" >"$tmp/why" 2>&1
        fail "hello (shared) loads $prefix/lib/libsmolvm.so.$major" "$tmp/why"
    fi
fi

# ---- make uninstall ------------------------------------------------------

if top_make uninstall PREFIX="$prefix" >"$tmp/uninstall.log" 2>&1; then
    pass "make uninstall PREFIX=$prefix"
else
    fail "make uninstall PREFIX=$prefix" "$tmp/uninstall.log"
fi
# Directories may stay (they may have been there before); no file may.
left=$(find "$prefix" ! -type d 2>/dev/null)
if [ -z "$left" ]; then
    pass "nothing left after make uninstall"
else
    echo "$left" >"$tmp/why"
    fail "nothing left after make uninstall" "$tmp/why"
fi

# ---- a staged install: DESTDIR, as packagers use -------------------------

stage=$tmp/stage
if top_make install DESTDIR="$stage" PREFIX=/usr >"$tmp/stage.log" 2>&1; then
    missing=
    for f in $files; do
        [ -f "$stage/usr/$f" ] || missing="$missing $f"
    done
    if [ -z "$missing" ] && grep -q '^prefix=/usr$' "$stage/usr/lib/pkgconfig/smolvm.pc"; then
        pass "make install DESTDIR=... PREFIX=/usr"
    else
        { echo "missing:$missing"; cat "$stage/usr/lib/pkgconfig/smolvm.pc"; } >"$tmp/why" 2>&1
        fail "make install DESTDIR=... PREFIX=/usr" "$tmp/why"
    fi
    top_make uninstall DESTDIR="$stage" PREFIX=/usr >"$tmp/stage.log" 2>&1
    left=$(find "$stage" ! -type d 2>/dev/null)
    if [ -z "$left" ]; then
        pass "make uninstall DESTDIR=... PREFIX=/usr"
    else
        echo "$left" >"$tmp/why"
        fail "make uninstall DESTDIR=... PREFIX=/usr" "$tmp/why"
    fi
else
    fail "make install DESTDIR=... PREFIX=/usr" "$tmp/stage.log"
fi

finish
