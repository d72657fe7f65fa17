year, month, day = 2024, 3, 7
hour, minute = 9, 5
print(f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}")
elapsed = 3725
h, rem = divmod(elapsed, 3600)
m, s = divmod(rem, 60)
print(f"{h}h {m:02d}m {s:02d}s")
print(f"{elapsed / 60:.1f} minutes")
pct = 0.4567
bar = "#" * int(pct * 20)
print(f"[{bar:<20}] {pct:.1%}")
print(f"{'done' if pct >= 1 else 'in progress':>12}")
