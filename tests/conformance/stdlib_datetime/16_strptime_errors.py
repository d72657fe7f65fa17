from datetime import datetime

bad = [
    ("2024-1-5", "%Y-%m-%d %H"),
    ("2024-01-05 extra", "%Y-%m-%d"),
    ("05/13/2024", "%d/%m/%Y"),
    ("2024-02-30", "%Y-%m-%d"),
    ("2023 366", "%Y %j"),
    ("25:00", "%H:%M"),
    ("10:61", "%H:%S"),
    ("2024", "%q"),
    ("2024", "%"),
    ("2024", "%Y%"),
    ("2024", "% Y"),
    ("2024-10", "%Y-%V"),
    ("2024 10 1", "%Y %V %u"),
    ("2024 10", "%G %V"),
    ("2024 100 1", "%G %j %u"),
    ("+05:3015", "%z"),
    ("+2400", "%z"),
    ("EST", "%Z"),
    ("Feb 30", "%b %d"),
    ("Feb 29", "%b %d"),
    ("0000-01-01", "%Y-%m-%d"),
    ("", "%Y"),
]
for text, fmt in bad:
    try:
        print(repr(datetime.strptime(text, fmt)))
    except ValueError as e:
        print("ValueError:", e)
for args in [(2024, "%Y"), ("2024", 5), ("2024",)]:
    try:
        datetime.strptime(*args)
    except TypeError as e:
        print("TypeError:", e)
