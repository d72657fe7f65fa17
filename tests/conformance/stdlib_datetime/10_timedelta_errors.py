from datetime import timedelta

attempts = [
    lambda: timedelta(months=1),
    lambda: timedelta(years=1),
    lambda: timedelta(days="3"),
    lambda: timedelta(hours=None),
    lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8),
    lambda: timedelta(days=1e10),
    lambda: timedelta(days=1000000000),
    lambda: timedelta(days=-1000000000),
    lambda: timedelta(days=float("inf")),
    lambda: timedelta(seconds=float("nan")),
    lambda: timedelta.max + timedelta(microseconds=1),
    lambda: timedelta.min - timedelta(days=1),
    lambda: -timedelta.min,
    lambda: timedelta(days=1) / 0,
    lambda: timedelta(days=1) // 0,
    lambda: timedelta(days=1) / timedelta(0),
    lambda: timedelta(days=1) // timedelta(0),
    lambda: timedelta(days=1) % timedelta(0),
    lambda: timedelta(days=1) * float("nan"),
    lambda: timedelta(days=1) * 1e300,
    lambda: timedelta(days=1) / 1e-300,
    lambda: timedelta(days=1) / 0.0,
    lambda: format(timedelta(days=1), "%H"),
]
for attempt in attempts:
    try:
        print("ok:", repr(attempt()))
    except (TypeError, ValueError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
