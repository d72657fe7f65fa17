from datetime import datetime, timedelta, timezone

UTC = timezone.utc
EST = timezone(timedelta(hours=-5), "EST")
events = [0, 1.5, 86400 * 365.25, 1700000000, 1700000000.123456, 1709622489.9999995, -1.25, -86400 * 365 * 70,
          2 ** 31, 253402300799]
for ts in events:
    u = datetime.fromtimestamp(ts, tz=UTC)
    e = datetime.fromtimestamp(ts, EST)
    print(f"{ts!r:>22} {u.isoformat():>35} {e.isoformat():>35} {u.timestamp()!r}")

print(datetime.utcfromtimestamp(1700000000), datetime.utcfromtimestamp(0.5), datetime.utcfromtimestamp(-0.0000005))
print(datetime(2024, 3, 5, 12, tzinfo=UTC).timestamp(), datetime(2024, 3, 5, 12, tzinfo=EST).timestamp())
print(datetime(1, 1, 1, tzinfo=UTC).timestamp(), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC).timestamp())
print(datetime(2024, 3, 5, 0, 0, 0, 123457, tzinfo=UTC).timestamp())
start = datetime.fromtimestamp(1709622000, UTC)
end = datetime.fromtimestamp(1709629200.5, UTC)
print("elapsed:", end - start, (end - start).total_seconds())
epoch = datetime(1970, 1, 1, tzinfo=UTC)
print((datetime(2038, 1, 19, 3, 14, 8, tzinfo=UTC) - epoch).total_seconds())
for bad in [float("nan"), float("inf"), 1e20, "1700000000", None, 1e12]:
    try:
        print(datetime.fromtimestamp(bad, UTC))
    except (ValueError, OverflowError, TypeError, OSError) as e:
        print(type(e).__name__ + ":", e)
try:
    datetime.fromtimestamp(0, "UTC")
except TypeError as e:
    print("TypeError:", e)
