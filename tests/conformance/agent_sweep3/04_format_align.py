rows = [("apples", 1234.5, 0.1234), ("kiwis", 12, 0.5), ("dragonfruit", 1234567.891, 1.0)]
for name, amt, pct in rows:
    print(f"{name:<12}|{amt:>14,.2f}|{pct:>8.1%}|{name!r:^16}|")
print(f"{'total':=^40}")
print(f"{1234567:_}", f"{1234567:_x}", f"{255:#010b}", f"{-42:+06d}", f"{42: d}")
w, p = 10, 3
print(f"{3.14159:{w}.{p}f}|{'x':{'>'}{w}}|")
print("{:>{}}|{:<{w}}|".format("a", 5, "b", w=4))
print("{0[1]} {1[k]} {2.real}".format([1, 2], {"k": "v"}, 3+4j))
print("%-8s|%8.3f|%05d|%x|%o|%e|%g|%%" % ("ab", 3.14159, 42, 255, 8, 12345.678, 0.00001234))
print("%(name)s is %(age)03d" % {"name": "Bob", "age": 7})
print("%r %a %c %c" % ("é", "é", 65, "z"))
print(f"{1e16:,}", f"{12345.6789:,.0f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
print(f"{1234.5:e}", f"{1234.5:.3g}", f"{1e-5:g}", f"{123456789:.3e}", f"{0.0001:%}")
print(format(1234567.5, ",.1f"), format(-0.0, ".2f"), format(float("inf"), ">8"), format(float("nan"), "+"))
print(f"{12:n}", f"{3.0:n}", f"{1e20:n}")
print(f"{'abc':.2}", f"{'abc':*>6.2}", f"{123:c}")
print(f"{True:>6}", f"{None!s:>6}", f"{[1,2]!s:>8}")
