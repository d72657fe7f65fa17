done = 0
total = 8
for step in range(total):
    done += 1
    if done % 2 == 0:
        pct = done / total
        bar = "#" * done + "." * (total - done)
        print(f"[{bar}] {pct:6.1%} ({done}/{total})")
print(f"{1/3:.3%} {2/3:.0%} {0.0:%}")
