#!/bin/sh
# Fuzz every target at once, one libFuzzer process per core, on a machine
# that has the built fuzzers but maybe none of the Debian packages:
#
#   tests/fuzz/parallel.sh DIR SECONDS OUT [SEED_BASE]
#
# DIR holds the fuzzer binaries (build/fuzz/fuzz_*) and, in DIR/lib, the
# shared libraries they need (ldd lists them); tests/fuzz/ supplies the
# corpora, the regressions and the dictionary. Each process fuzzes a scratch
# copy of its target's corpus for SECONDS; crashes and the last lines of
# every log land in OUT. Targets get processes in proportion to how much
# of the VM they reach (the callback and run targets most).
set -u
DIR=$1 SECONDS_EACH=$2 OUT=$3 SEED_BASE=${4:-1000}
HERE=$(cd "$(dirname "$0")" && pwd)
CORES=$(nproc)
mkdir -p "$OUT"
export LD_LIBRARY_PATH="$DIR/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
PLAN="fuzz_reentry fuzz_run fuzz_image fuzz_compile fuzz_reentry fuzz_run fuzz_gen fuzz_alloc \
fuzz_serve fuzz_reentry fuzz_run fuzz_image fuzz_gen fuzz_compile fuzz_reentry fuzz_run"
i=0
for t in $PLAN; do
    [ "$i" -lt "$CORES" ] || break
    [ -x "$DIR/$t" ] || continue
    work=$(mktemp -d)
    cp -r "$HERE/corpus/$t" "$work/corpus" 2>/dev/null || mkdir -p "$work/corpus"
    [ -d "$HERE/regressions/$t" ] && cp "$HERE/regressions/$t"/* "$work/corpus/" 2>/dev/null
    mkdir -p "$OUT/$t.$i"
    ( cd "$work" && "$DIR/$t" -dict="$HERE/python.dict" -max_len=4096 -timeout=120 -rss_limit_mb=4096 \
        -max_total_time="$SECONDS_EACH" -print_final_stats=1 -seed=$((SEED_BASE + i)) \
        -artifact_prefix="$OUT/$t.$i/" corpus > "$work/log" 2>&1;
      tail -80 "$work/log" > "$OUT/$t.$i/log.tail" ) &
    i=$((i + 1))
done
wait
echo "parallel: $i processes"
for d in "$OUT"/*; do
    execs=$(grep -h '^stat::number_of_executed_units' "$d/log.tail" | awk '{print $2}')
    found=$(ls "$d" | grep -c -v '^log.tail$')
    echo "$(basename "$d"): ${execs:-?} execs, $found artifacts"
done
# Findings on standard output too (inputs are at most 4 KB: base64), so
# that they survive a transport that brings back only a few files.
for f in "$OUT"/*/crash-* "$OUT"/*/leak-* "$OUT"/*/timeout-* "$OUT"/*/oom-*; do
    [ -f "$f" ] || continue
    echo "== finding $f"
    grep -E 'ERROR|SUMMARY|#[0-9]+ 0x' "$(dirname "$f")/log.tail" | head -25
    echo "== base64"
    base64 "$f"
done
