#!/usr/bin/env python3
"""Check that hostile regular expressions end with the instruction budget.

usage: check_regex_budget.py [--smolvm build/smolvm] [--budget N] [--timing]

Each case searches, in an endless loop, with a pattern and subject chosen to
make a backtracking matcher work hard for little of the work PCRE2's own
match limit counts: nested repeats, a repeat backing off across a long word
from every start, a lookahead or lookbehind tried at every position, shared
alternative prefixes, back references, repeats with a large minimum, long
literal runs and runs of Unicode classes, sets of hundreds of members,
case-insensitive Unicode text. The run has a small
instruction budget and a deadline far beyond what that budget should take:
every case must stop with the budget status, which shows that the regex
work was charged to the budget (a case whose work went uncharged would run
into the deadline instead). Speed itself is never asserted; --timing prints
the CPU time per charged instruction unit of each case, for the record.

The last line is `N passed, M failed`; exit status 1 when anything failed.
"""
import argparse
import resource
import subprocess
import sys

CASES = [
    ("nested repeats", "s = 'a' * 28\nwhile True: re.search(r'(a+)+b', s)"),
    ("repeat backing off", "s = 'a' * 100000\nwhile True: re.search(r'\\w+\\d', s)"),
    ("lookahead at every start", "s = 'ab' * 500000\nwhile True: re.search(r'(?=zzz)z', s)"),
    ("lookbehind at every start", "s = 'ab' * 500000\nwhile True: re.search(r'(?<=zzz)b', s)"),
    ("possessive scan from every start", "s = '1' * 100000\nwhile True: re.search(r'\\d+[ab]', s)"),
    ("shared prefixes",
     "s = 'abc' * 30000 + 'x'\nwhile True: re.search(r'(?:abcabcabd|abcabcabe|abcabcabf|abcabcabg)', s)"),
    ("back reference", "s = 'a' * 5000\nwhile True: re.search(r'(a*)\\1b', s)"),
    ("back reference failing late", "s = 'a' * 3000 + 'c' + 'a' * 3000\nwhile True: re.search(r'(a+)\\1\\1x', s)"),
    ("three greedy dots", "s = 'a' * 3000\nwhile True: re.search(r'.*.*.*x', s)"),
    ("large minimum", "s = ('1' * 59999 + 'a') * 3\nwhile True: re.search(r'(?:\\d{60000}|b)', s)"),
    ("long literal", "s = 'a' * 200000\nwhile True: re.search('a' * 5000 + 'b', s)"),
    ("case-insensitive Unicode", "s = '\\u00e9\\u0130' * 200000\nwhile True: re.search(r'(?i)\\u00c9\\u0131x', s)"),
    ("lazy repeat", "s = 'a' * 100000\nwhile True: re.search(r'a.*?x', s)"),
    ("alternation repeated", "s = 'ab' * 50000\nwhile True: re.search(r'(?:a|b)*c', s)"),
    ("deep captures", "s = 'x' * 1000\nwhile True: re.fullmatch(r'(x)+', s)"),
    ("findall of short matches", "s = 'ab ' * 100000\nwhile True: re.findall(r'\\w+', s)"),
    ("run of Unicode classes", "s = '\\u00e9' * 200000 + 'x!'\nwhile True: re.search(r'[^\\W\\d]' * 31 + '!', s)"),
    ("run of dots", "s = 'a' * 200000 + 'x!'\nwhile True: re.search('.' * 31 + 'x', s)"),
    ("large set", "c = '[' + ''.join(chr(0x100 + 2 * i) for i in range(400)) + ']'\n"
                  "s = chr(0x100 + 798) * 100000 + 'x!'\nwhile True: re.search(c * 7 + '!', s)"),
    ("large set repeated", "c = '[' + ''.join(chr(0x100 + 2 * i) for i in range(400)) + ']'\n"
                           "s = chr(0x100 + 798) * 100000 + 'x!'\nwhile True: re.search(c + '*!', s)"),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--budget", type=int, default=5_000_000)
    ap.add_argument("--deadline", type=float, default=20.0)
    ap.add_argument("--timing", action="store_true")
    args = ap.parse_args()
    passed = failed = 0
    for name, body in CASES:
        src = "import re\n" + body + "\n"
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            p = subprocess.run([args.smolvm, "--max-instructions", str(args.budget), "--deadline", str(args.deadline),
                                "--max-memory", "1G", "run", "-"], input=src.encode(), capture_output=True,
                               timeout=args.deadline * 3 + 30)
            err = p.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired:
            err = "(killed: no stop at all)"
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        ok = "instruction budget exhausted" in err
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {name}: {err.strip()[-300:]}")
        if args.timing:
            print(f"{name:36s} {cpu * 1e9 / args.budget:7.1f} ns/unit ({cpu:.2f}s CPU)")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
