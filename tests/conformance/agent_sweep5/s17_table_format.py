rows = [("Alice", 34, 72000.5, True), ("Bob", 9, 1234567.891, False), ("Christopher", 101, -0.5, None)]
headers = ("Name", "Age", "Salary", "Active")
widths = [max(len(str(h)), *(len(f"{r[i]}") for r in rows)) for i, h in enumerate(headers)]
print(widths)
line = "+".join("-" * (w + 2) for w in widths)
print(f"+{line}+")
print("| " + " | ".join(f"{h:^{w}}" for h, w in zip(headers, widths)) + " |")
for r in rows:
    cells = [f"{r[0]:<{widths[0]}}", f"{r[1]:>{widths[1]}d}", f"{r[2]:>{widths[2]}.1f}", f"{str(r[3]):<{widths[3]}}"]
    print("| " + " | ".join(cells) + " |")
print(f"{3.14159:08.3f}|{-3.14159:+08.2f}|{42:#010x}|{0.000123:.2e}|{1234567:,d}|{0.25:.0%}|{1e21:g}|{123.0:g}")
print(f"{'left':<8}|{'right':>8}|{'center':^10}|{'fill':*^10}|{12:_>6}|{-12:=6}|{12:<+5}|")
print(f"{True!s:>6}|{None!r}|{'é'!a}|{3+4j}|{1e-7}|{1.0}|{100.0:.0f}|{2.5:.0f}|{3.5:.0f}")
print(f"{12345.6789:,.2f}", f"{-0.0:.1f}", f"{float('inf'):>6}", f"{float('nan'):+}", f"{10**20:e}")
print(format(1234.5, "n"), format(255, "08b"), format(65, "c"), format(0.1, ".17g"), format(5, "^5d") + "|")
val, width = 7.25, 12
print(f"{val:{width}.{2}f}|{val!r:>{width}}|{'x' * 3:>{width // 2}}")
import datetime
d = datetime.date(2024, 1, 5)
print(f"{d:%d.%m.%Y}|{d!s:>12}|{d!r}")
print("%-12s%8.2f" % ("total", 1234.5), "%+d %+d" % (5, -5), "% d" % 5, "%#x %#o" % (255, 8), "%e" % 12345.678)
