import time

cases = [
    ("2024-13-01", "%Y-%m-%d"),
    ("2024-02-30", "%Y-%m-%d"),
    ("2024-01-01 extra", "%Y-%m-%d"),
    ("2024/01/01", "%Y-%m-%d"),
    ("2024", "%Q"),
    ("2024", "%"),
    ("2024", None),
    (20240101, "%Y%m%d"),
    ("2024-W10", "%Y-W%V"),
    ("2024", "%G"),
    ("10:61", "%H:%M"),
    ("25:00", "%H:%M"),
    ("", "%Y"),
    ("2024-01-01", ""),
]
for text, fmt in cases:
    try:
        print(time.strptime(text, fmt))
    except (ValueError, TypeError) as e:
        print("%s: %s" % (type(e).__name__, e))

for args in [(), ("2024", "%Y", "extra")]:
    try:
        time.strptime(*args)
    except TypeError as e:
        print("TypeError:", e)

try:
    time.strptime("2024", format="%Y")
except TypeError as e:
    print("TypeError:", e)


def parse_date(text):
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%b %d %Y"):
        try:
            return time.strptime(text, fmt)
        except ValueError:
            continue
    raise ValueError("no format matched %r" % text)


print(parse_date("2024-05-06")[:3], parse_date("06/05/2024")[:3], parse_date("May 06 2024")[:3])
time.strptime("Wed Feb 31 12:00:00 2024")
