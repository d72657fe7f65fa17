from datetime import datetime, date
inputs = ["2024-03-05", "03/05/2024", "5 Mar 2024", "March 5, 2024", "2024-03-05T14:30:00Z", "20240305", "Tue, 05 Mar 2024 14:30:00 +0000", "2024-03-05 14:30:00.123456", "05-03-24", "not a date"]
formats = ["%Y-%m-%d", "%m/%d/%Y", "%d %b %Y", "%B %d, %Y", "%Y-%m-%dT%H:%M:%S%z", "%Y%m%d", "%a, %d %b %Y %H:%M:%S %z", "%Y-%m-%d %H:%M:%S.%f", "%d-%m-%y"]
def parse(s):
    for f in formats:
        try:
            return datetime.strptime(s, f), f
        except ValueError:
            pass
    try:
        return datetime.fromisoformat(s), "iso"
    except ValueError:
        return None, None
for s in inputs:
    dt, f = parse(s)
    print(f"{s!r:<36} {f!s:<24} {dt.isoformat() if dt else '-'} {dt.tzinfo if dt else ''}")
print(datetime.strptime("2024-03-05T14:30:00+05:30", "%Y-%m-%dT%H:%M:%S%z").utcoffset(), datetime.strptime("+0100", "%z").tzinfo, datetime.strptime("Z", "%z").tzinfo)
print(datetime.strptime("1/2/03", "%m/%d/%y"), datetime.strptime("  2024", "%Y") if False else "", datetime.strptime("12 AM", "%I %p").hour, datetime.strptime("12 PM", "%I %p").hour)
print(datetime.strptime("2024 10", "%Y %j"), datetime.strptime("2024 1 1", "%Y %W %w"), datetime.strptime("99", "%y").year, datetime.strptime("68", "%y").year, datetime.strptime("69", "%y").year)
for bad in [("2024-02-30", "%Y-%m-%d"), ("24:00", "%H:%M"), ("2024", "%Y %m"), ("2024-1-1", "%Y-%m-%d"), ("Mon", "%a"), ("1.5", "%S.%f"), ("+25:00", "%z")]:
    try:
        print(bad, datetime.strptime(*bad))
    except ValueError as e:
        print(bad, "ValueError:", e)
