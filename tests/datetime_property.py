#!/usr/bin/env python3
"""Property test of the datetime module: strftime over every directive
(CPython's, the C library's extras, flags and widths), strptime round
trips and malformed inputs, fromisoformat on well-formed and mangled ISO
strings, and timedelta construction, normalisation and arithmetic, on
random values run through CPython 3.11 and smolvm and compared line by
line. Fixed seed; ends with `N passed, M failed`.

usage: datetime_property.py [--smolvm build/smolvm] [--cases 4000] [--seed 1]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

# strftime directives: CPython's documented ones plus the C library's
# extras that CPython passes through.
STRFTIME = list("aAwdbBmyYHIpMSfzZjUWcxXGuVeklsCDFTRrnthPg%") + ["%"]
FLAGS = ["", "", "", "-", "_", "0", "^", "#"]
STRPTIME = ["%Y-%m-%d", "%d/%m/%Y %H:%M", "%Y%m%d%H%M%S", "%b %d %Y", "%B %d, %Y %I:%M %p",
            "%a %b %d %H:%M:%S %Y", "%c", "%x %X", "%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%d %H:%M:%S%z",
            "%j/%Y", "%y%m%d", "%A %d %B %Y", "%G-W%V-%u", "%Y %U %w", "%Y %W %a", "%H:%M",
            "%d.%m.%y", "%Y-%m-%dT%H:%M:%S%z", "%I%p", "%m/%d/%Y %Z", "%Y-%m-%d %H:%M:%S.%f %z"]


def rand_datetime(r):
    k = r.random()
    if k < 0.1:
        y = r.choice([1, 2, 99, 100, 999, 1000, 1899, 1900, 1969, 1970, 2000, 9999])
    elif k < 0.7:
        y = r.randint(1950, 2050)
    else:
        y = r.randint(1, 9999)
    m = r.randint(1, 12)
    d = r.randint(1, 28) if r.random() < 0.8 else r.choice([29, 30, 31])
    if m == 2 and d > 28:
        d = 28
    if d == 31 and m in (4, 6, 9, 11):
        d = 30
    args = [y, m, d, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)]
    if r.random() < 0.5:
        args.append(r.choice([0, 1, 500000, 999999, r.randint(0, 999999)]))
    return args


def rand_tz(r):
    k = r.random()
    if k < 0.4:
        return ""
    if k < 0.55:
        return "timezone.utc"
    h = r.randint(-23, 23)
    mi = r.choice([0, 0, 30, 45, r.randint(0, 59)])
    extra = ""
    if r.random() < 0.1:
        extra = ", seconds=%d" % r.randint(0, 59)
    if r.random() < 0.05:
        extra += ", microseconds=%d" % r.randint(1, 999999)
    name = ""
    if r.random() < 0.3:
        name = ", %r" % r.choice(["EST", "CET", "IST", "X%Y", "Zulu"])
    sign = "-" if h < 0 else ""
    return "timezone(%stimedelta(hours=%d, minutes=%d%s)%s)" % (sign, abs(h), mi, extra, name)


def strftime_case(r):
    args = rand_datetime(r)
    tz = rand_tz(r)
    fmt = []
    for _ in range(r.randint(1, 4)):
        if r.random() < 0.2:
            fmt.append(r.choice([" ", "-", "/", ":", "T", "年", "x"]))
        d = r.choice(STRFTIME)
        flag = r.choice(FLAGS)
        width = str(r.randint(1, 12)) if r.random() < 0.15 else ""
        fmt.append("%" + flag + width + d)
    fmt = "".join(fmt)
    target = r.random()
    if target < 0.7:
        obj = "datetime(%s%s)" % (", ".join(map(str, args)), ", tzinfo=" + tz if tz else "")
    elif target < 0.85:
        obj = "date(%d, %d, %d)" % tuple(args[:3])
    else:
        obj = "time(%s%s)" % (", ".join(map(str, args[3:])), ", tzinfo=" + tz if tz else "")
    return "print(repr(%s.strftime(%r)))" % (obj, fmt)


def strptime_case(r):
    args = rand_datetime(r)
    fmt = r.choice(STRPTIME)
    tz = rand_tz(r) if "%z" in fmt else ""
    if tz.startswith("timezone(timedelta(hours=0, minutes=0"):
        tz = ""
    obj = "datetime(%s%s)" % (", ".join(map(str, args)), ", tzinfo=" + tz if tz else "")
    k = r.random()
    if k < 0.7:
        # Round trip: format with CPython's text, parse it back.
        return "s = %s.strftime(%r)\nprint(repr(s), repr(datetime.strptime(s, %r)))" % (obj, fmt, fmt)
    # Mangled text: cut, padded, case changed or a field replaced.
    mangle = r.choice(["s[:-1]", "s + ' '", "s + '0'", "s.upper()", "' ' + s", "s.replace('0', '', 1)",
                       "s.replace('1', '7', 1)", "s[1:]", "s.replace(':', '')"])
    return "s = (lambda s: %s)(%s.strftime(%r))\nprint(repr(s), repr(datetime.strptime(s, %r)))" % (
        mangle, obj, fmt, fmt)


ISO_PIECES_DATE = ["2024-03-05", "20240305", "2024-W10-2", "2024W102", "2024-W10", "2024W10", "2020-W53-7",
                   "2021-W53-1", "0001-01-01", "9999-12-31", "2024-02-30", "2024-13-01", "2024-3-5", "2024-0305",
                   "202403-05", "2024", "2024-03", "0000-01-01", "1999-12-31"]
ISO_PIECES_SEP = ["T", " ", "t", "x", "é", "", "TT", "_"]
ISO_PIECES_TIME = ["10", "1030", "10:30", "10:30:15", "103015", "10:30:15.5", "10:30:15,123",
                   "10:30:15.1234567", "10:3015", "24:00", "23:59:60", "10:30:15.", "1", "10.5", "10:30.25",
                   "10:30:15:12", ""]
ISO_PIECES_TZ = ["", "", "Z", "+05", "+0530", "+05:30", "-08:00", "+05:30:15", "+05:30:15.25", "-0000", "z",
                 "+24:00", "+5", "+05:3", " +01:00", "+01:00 ", "Z0"]


def iso_case(r):
    k = r.random()
    if k < 0.15:
        s = r.choice(ISO_PIECES_DATE)
        return "print(repr(date.fromisoformat(%r)))" % s
    if k < 0.3:
        s = r.choice(["", "T"]) + r.choice(ISO_PIECES_TIME) + r.choice(ISO_PIECES_TZ)
        return "print(repr(time.fromisoformat(%r)))" % s
    if k < 0.45:
        args = rand_datetime(r)
        tz = rand_tz(r)
        obj = "datetime(%s%s)" % (", ".join(map(str, args)), ", tzinfo=" + tz if tz else "")
        spec = r.choice(["", "sep=' '", "timespec='minutes'", "timespec='milliseconds'", "'_'"])
        return "s = %s.isoformat(%s)\nprint(repr(s), repr(datetime.fromisoformat(s)))" % (obj, spec)
    s = r.choice(ISO_PIECES_DATE) + r.choice(ISO_PIECES_SEP) + r.choice(ISO_PIECES_TIME) + r.choice(ISO_PIECES_TZ)
    for _ in range(r.choice([0, 0, 1, 2])):
        # Delete, duplicate or insert a character.
        i = r.randint(0, len(s))
        c = r.choice(["", s[i:i + 1] * 2, r.choice("0123456789-:+.,TWZ \x00")])
        s = s[:i] + c + s[i + 1:]
    cls = "datetime" if r.random() < 0.8 else r.choice(["date", "time"])
    return "print(repr(%s.fromisoformat(%r)))" % (cls, s)


def rand_format(r):
    """A strptime format of random directives and separators."""
    out = []
    for _ in range(r.randint(1, 5)):
        k = r.random()
        if k < 0.75:
            out.append("%" + r.choice("aAbBcdfGHIjmMpSUuVwWxXyYzZ%"))
        elif k < 0.8:
            out.append(r.choice(["%", "%q", "% ", "%(", "%E"]))
        else:
            out.append(r.choice([" ", "-", "/", ":", "T", ".", "(", "[", "  ", "\t"]))
    return "".join(out)


def strptime_random_case(r):
    """A random format applied to a datetime formatted with another random
    format, or to itself."""
    args = rand_datetime(r)
    f1 = rand_format(r)
    f2 = f1 if r.random() < 0.6 else rand_format(r)
    obj = "datetime(%s)" % ", ".join(map(str, args))
    return "s = %s.strftime(%r)\nprint(repr(s), repr(datetime.strptime(s, %r)))" % (obj, f1, f2)


def rand_timestamp(r):
    k = r.random()
    if k < 0.3:
        return repr(r.uniform(-1e10, 1e10))
    if k < 0.5:
        return str(r.randint(-62135596800 - 100000, 253402300800 + 100000))
    if k < 0.7:
        return repr(round(r.uniform(0, 2e9), r.randint(0, 7)))
    if k < 0.85:
        return repr(r.choice([0.5, -0.5, 1.5, 0.0000005, -0.0000005, 0.9999995, 1e-7, 1699999999.9999995,
                              -62135596800, -62135596800 + 86400, -62135596801, 253402300799, 253402300800,
                              1e12, 1e17, 1e19, -1e12, float("inf"), float("nan")]))
    return repr(r.uniform(-1, 1) * 10 ** r.randint(0, 19))


def local_time_case(r):
    """Conversions that read local time, which is UTC in smolvm (CPython
    runs with TZ=UTC)."""
    t = rand_timestamp(r)
    k = r.random()
    if k < 0.25:
        return "print(repr(datetime.fromtimestamp(%s)))" % t
    if k < 0.4:
        return "print(repr(date.fromtimestamp(%s)))" % t
    if k < 0.55:
        return "print(repr(datetime.utcfromtimestamp(%s)))" % t
    args = rand_datetime(r)
    if r.random() < 0.1:
        args[:3] = r.choice([[1, 1, 1], [1, 1, 2], [9999, 12, 31], [9999, 12, 30]])
    fold = ", fold=1" if r.random() < 0.2 else ""
    obj = "datetime(%s%s)" % (", ".join(map(str, args)), fold)
    k = r.random()
    if k < 0.5:
        return "print(repr(%s.timestamp()))" % obj
    if k < 0.75:
        return "print(repr(%s.astimezone()))" % obj
    return "print(repr(%s.astimezone(%s)))" % (obj, rand_tz(r) or "None")


def rand_obj(r, tz_ok=True):
    args = rand_datetime(r)
    tz = rand_tz(r) if tz_ok else ""
    fold = ", fold=1" if r.random() < 0.15 else ""
    k = r.random()
    if k < 0.6:
        return "datetime(%s%s%s)" % (", ".join(map(str, args)), ", tzinfo=" + tz if tz else "", fold)
    if k < 0.8:
        return "time(%s%s%s)" % (", ".join(map(str, args[3:])), ", tzinfo=" + tz if tz else "", fold)
    return "date(%d, %d, %d)" % tuple(args[:3])


def compare_case(r):
    """Reprs, strs, comparisons, differences and hashes of random values,
    naive and aware, across zones."""
    a = rand_obj(r)
    k = r.random()
    if k < 0.3:
        return "a = %s\nprint(repr(a), str(a), a.isoformat())" % a
    b = rand_obj(r)
    if k < 0.5 and a.startswith("datetime") and r.random() < 0.5:
        # Same instant in another zone.
        b = "a.astimezone(%s)" % (rand_tz(r) or "timezone.utc")
    return ("a = %s\nb = %s\nout = [a == b, a != b, hash(a) == hash(b) if a == b else None]\n"
            "for f in (lambda: a < b, lambda: a >= b, lambda: a - b, lambda: b - a):\n"
            "    try:\n        out.append(f())\n    except Exception as e:\n"
            "        out.append(type(e).__name__ + ': ' + str(e))\nprint(out)" % (a, b))


def rand_num(r):
    k = r.random()
    if k < 0.35:
        return str(r.randint(-100, 100))
    if k < 0.5:
        return str(r.randint(-10**10, 10**10))
    if k < 0.8:
        return repr(round(r.uniform(-1000, 1000), r.randint(0, 7)))
    if k < 0.9:
        return repr(r.choice([0.5, 1.5, 2.5, -0.5, -1.5, 1e-7, 5e-7, 1.5e-6, 1 / 3, 2 / 3, 1e9, -1e9]))
    return repr(r.uniform(-1, 1) * 10 ** r.randint(-8, 12))


def rand_delta(r):
    names = ["days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"]
    parts = []
    for n in r.sample(names, r.randint(0, 4)):
        parts.append("%s=%s" % (n, rand_num(r)))
    return "timedelta(%s)" % ", ".join(parts)


def delta_case(r):
    a = rand_delta(r)
    k = r.random()
    if k < 0.3:
        return "x = %s\nprint(repr(x), str(x), x.total_seconds())" % a
    b = rand_delta(r)
    op = r.choice(["+", "-", "*", "/", "//", "%", "divmod", "cmp", "abs", "neg", "mulf", "divf", "divi", "date"])
    if op in "+-":
        e = "%s %s %s" % (a, op, b)
    elif op == "*":
        e = "%s * %d" % (a, r.randint(-1000, 1000))
    elif op == "mulf":
        e = "%s * %s" % (a, repr(r.uniform(-100, 100)))
    elif op == "divf":
        e = "%s / %s" % (a, repr(r.uniform(-100, 100)))
    elif op == "divi":
        e = "(%s / %d, %s // %d)" % (a, r.randint(1, 1000), a, r.randint(-1000, -1))
    elif op in ("/", "//", "%"):
        e = "%s %s %s" % (a, op, b)
    elif op == "divmod":
        e = "divmod(%s, %s)" % (a, b)
    elif op == "cmp":
        e = "(%s < %s, %s == %s, %s >= %s)" % (a, b, a, b, a, b)
    elif op == "abs":
        e = "abs(%s)" % a
    elif op == "neg":
        e = "-%s" % a
    else:
        args = rand_datetime(r)
        e = "(datetime(%s) + %s, date(%d, %d, %d) - %s)" % (", ".join(map(str, args)), a, args[0], args[1],
                                                             args[2], a)
    return "print(repr(%s))" % e


def build(seed, cases):
    r = random.Random(seed)
    out = []
    kinds = [strftime_case] * 4 + [strptime_case] * 3 + [strptime_random_case] * 2 + [iso_case] * 3 + [delta_case] * 3 + [local_time_case] * 2 + [compare_case] * 3
    for _ in range(cases):
        body = r.choice(kinds)(r)
        out.append("try:\n" + "".join("    " + line + "\n" for line in body.split("\n"))
                   + "except Exception as e:\n    print(type(e).__name__, e)")
    head = "from datetime import date, time, datetime, timedelta, timezone\n"
    return head + "\n".join(out) + "\n"


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=600)
    return p.returncode, p.stdout.decode("utf-8", "replace").splitlines(), p.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smolvm", default="build/smolvm")
    ap.add_argument("--python", default="/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3")
    ap.add_argument("--cases", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    src = build(args.seed, args.cases)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "datetimes.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(src)
        env_tz = os.environ.get("TZ")
        os.environ["TZ"] = "UTC"
        try:
            _, want, err = run([args.python], path)
        finally:
            if env_tz is None:
                del os.environ["TZ"]
            else:
                os.environ["TZ"] = env_tz
        if len(want) != args.cases:
            print("CPython run failed:", err[-500:])
            print("0 passed, 1 failed")
            return 1
        rc, got, err = run([args.smolvm, "--max-instructions", "4000000000", "--max-output", "64M", "--deadline", "300", "run"], path)
    passed = failed = 0
    shown = 0
    cases = src.split("try:\n")[1:]
    for i, w in enumerate(want):
        g = got[i] if i < len(got) else "<missing: %s>" % err.strip()[-200:]
        if g == w:
            passed += 1
        else:
            failed += 1
            if shown < 20:
                shown += 1
                case = cases[i].split("except Exception")[0].strip()
                print("FAIL %s\n  want %s\n  got  %s" % (case, w, g))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
