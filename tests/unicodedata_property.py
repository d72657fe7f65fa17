#!/usr/bin/env python3
"""Property test of unicodedata: every code point's properties (name,
category, bidirectional, combining, east_asian_width, mirrored, decimal,
digit, numeric, decomposition), lookup() of every name and alias,
normalize()/is_normalized() of every code point in the four forms and of
random strings of letters and combining marks, run through CPython 3.11
and smolvm in one snippet each and compared line by line. Properties are
printed as runs (a line where the value changes), so a line is a case.
Fixed seed; ends with `N passed, M failed`.

usage: unicodedata_property.py [--smolvm build/smolvm] [--strings 2000] [--seed 1]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

SNIPPET = r'''
import unicodedata as ud

def runs(label, f):
    prev = None
    for cp in range(0x110000):
        v = f(chr(cp))
        if v != prev:
            print(label, hex(cp), repr(v))
            prev = v

runs('category', ud.category)
runs('bidirectional', ud.bidirectional)
runs('combining', ud.combining)
runs('east_asian_width', ud.east_asian_width)
runs('mirrored', ud.mirrored)
runs('decimal', lambda c: ud.decimal(c, None))
runs('digit', lambda c: ud.digit(c, None))
runs('numeric', lambda c: ud.numeric(c, None))
runs('decomposition', ud.decomposition)

# Names: one line per block of 256 code points.
bad_lookup = []
for block in range(0x1100):
    names = []
    for cp in range(block * 256, block * 256 + 256):
        c = chr(cp)
        n = ud.name(c, None)
        names.append(n or '-')
        if n is not None:
            if ud.lookup(n) != c:
                bad_lookup.append(hex(cp))
            low = n.lower()
            try:
                r = ud.lookup(low)
            except KeyError:
                r = None
            if (r == c) != (not n.startswith(('HANGUL SYLLABLE', 'CJK UNIFIED'))):
                bad_lookup.append('lower ' + hex(cp))
    if any(n != '-' for n in names):
        print('names', hex(block * 256), ';'.join(names))
print('lookup failures', bad_lookup[:20], len(bad_lookup))

for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
    changed = 0
    for cp in range(0x110000):
        c = chr(cp)
        r = ud.normalize(form, c)
        if r != c:
            changed += 1
            if ud.is_normalized(form, c):
                print('is_normalized wrong', form, hex(cp))
            print(form, hex(cp), ' '.join(['%04X' % ord(x) for x in r]))
    print(form, 'changed', changed)

for s in STRINGS:
    out = []
    for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
        r = ud.normalize(form, s)
        out.append(' '.join(['%04X' % ord(x) for x in r]) + ('=' if ud.is_normalized(form, s) else '!'))
    print('string', ' | '.join(out))

for name in NAMES:
    try:
        print('lookup', repr(name), repr(ud.lookup(name)))
    except KeyError as e:
        print('lookup', repr(name), 'KeyError', e)
'''

# Aliases and near misses: lookup() must accept and refuse as CPython does.
NAMES = [
    "LINE FEED", "line feed", "EOL", "NBSP", "BOM", "ZWNBSP", "VS1", "vs16", "VS17", "VS256", "VS257",
    "VS0", "VS01", "LATIN CAPITAL LETTER GHA", "HANGUL JONGSEONG YESIEUNG-KIYEOK", "BYTE ORDER MARK",
    "HANGUL SYLLABLE GA", "HANGUL SYLLABLE GANJ", "HANGUL SYLLABLE GANI", "hangul syllable ga",
    "HANGUL SYLLABLE ", "HANGUL SYLLABLE GGGG", "HANGUL SYLLABLE A", "HANGUL SYLLABLE YI",
    "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-4e00",
    "CJK UNIFIED IDEOGRAPH-A000", "CJK UNIFIED IDEOGRAPH-20000", "CJK UNIFIED IDEOGRAPH-4E0",
    "cjk unified ideograph-4e00", "CJK COMPATIBILITY IDEOGRAPH-F900", "TANGUT IDEOGRAPH-17000",
    "KHITAN SMALL SCRIPT CHARACTER-18B00", "NUSHU CHARACTER-1B170", "LATIN SMALL LETTER A ",
    " LATIN SMALL LETTER A", "LATIN  SMALL LETTER A", "", "A" * 256, "A" * 257, "SNOWMAN", "snowman",
    "Snowman", "LATIN SMALL LETTER \u00e9", "NULL", "NUL", "ALERT", "BELL", "SP", "SPACE", "DEL",
]


def rand_string(r):
    pool = ["a", "e", "o", "A", "K", "\u00e9", "\u00c5", "\u212b", "\u1e9b", "\u0301", "\u0300", "\u0323",
            "\u0308", "\u0327", "\u0345", "\u05b0", "\u0f71", "\u1100", "\u1161", "\u11a8", "\uac00",
            "\uac01", "\ufb01", "\u2460", "\u00bd", "\uff21", "\u3099", "\u304b", "\u30ab", "\uff76",
            "\uff9e", "\u0b47", "\u0b3e", "\u0bc6", "\u0bbe", "\ud800", "\U0001d15e", "\U0001d165",
            "\u2126", "\u03a9", "\u1f80", "\u0390", "\u0f73", "\u0344", "\ufdfa", " ", "1"]
    n = r.randint(1, 40)
    return "".join(r.choice(pool) for _ in range(n))


def build(seed, nstrings):
    r = random.Random(seed)
    strings = [rand_string(r) for _ in range(nstrings)]
    # Long strings cross the pieces the module normalises one at a time.
    strings.append("e\u0301" * 700 + "\u1100\u1161\u11a8" * 300)
    strings.append("\u0301" * 600 + "a" + "\u0323\u0301" * 400)
    strings.append(("\uac00\u11a8x" * 200) + "\ud800\u0301" + "\u0b47\u0b3e" * 300)
    head = "STRINGS = %s\nNAMES = %s\n" % (ascii(strings), ascii(NAMES))
    return head + SNIPPET


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=1800)
    return p.returncode, p.stdout.decode("utf-8", "replace").splitlines(), p.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--python", default="/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3")
    ap.add_argument("--strings", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    src = build(args.seed, args.strings)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "unicodedata_cases.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(src)
        rc, want, err = run([args.python], path)
        if rc != 0 or not want:
            print("CPython run failed:", err[-500:])
            print("0 passed, 1 failed")
            return 1
        rc, got, err = run([args.smolvm, "--max-instructions", "5000000000", "--max-output", "256M",
                            "--max-memory", "1G", "--deadline", "0", "run"], path)
    passed = failed = 0
    shown = 0
    for i, w in enumerate(want):
        g = got[i] if i < len(got) else "<missing: %s>" % err.strip()[-300:]
        if g == w:
            passed += 1
        else:
            failed += 1
            if shown < 20:
                shown += 1
                print("FAIL line %d\n  want %s\n  got  %s" % (i + 1, w[:300], g[:300]))
    if len(got) > len(want):
        failed += 1
        print("FAIL: %d extra lines from smolvm, first: %s" % (len(got) - len(want), got[len(want)][:300]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
