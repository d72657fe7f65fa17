def fmt_time(total_seconds):
    hours, rem = divmod(total_seconds, 3600)
    minutes, seconds = divmod(rem, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}"

for s in [0, 59, 61, 3600, 3661, 86399, 100000]:
    print(s, fmt_time(s))
year, month, day = 2024, 3, 7
print(f"{year}-{month:02d}-{day:02d}")
print(f"{day:02d}/{month:02d}/{year % 100:02d}")
