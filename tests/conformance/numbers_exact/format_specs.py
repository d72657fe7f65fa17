# The format mini-language across types.
n, x, s = 1234567, -3.14159265, "agent"
print(f"[{n:>12,}] [{n:<12_}] [{n:^12}] [{n:012,}] [{-n:=+14,}]")
print(f"[{255:b}] [{255:#o}] [{255:#x}] [{255:#X}] [{255:#010_b}] [{65:c}] [{0x1F600:c}]")
print(f"[{x:.3f}] [{x:+.2e}] [{x:10.4g}] [{x:%}] [{abs(x):.1%}] [{x:z.0f}] [{-0.0001:z.2f}]")
print(f"[{1e16:}] [{1e16:g}] [{1.0:.3}] [{123.456:.2}] [{0.00001:.3}] [{12.0:#g}] [{1234.5:n}]")
print(f"[{s:>10}] [{s:*<10}] [{s:^11}] [{s:.3}] [{s:>8.2}] [{'héllo':~^11}]")
print(f"[{True}] [{True:d}] [{False:>5}] [{None!s:>6}] [{[1, 2]!r:>10}]")
print(f"[{float('nan'):08.2f}] [{float('inf'):+}] [{-float('inf'):=10}] [{2 ** 70:,}]")
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{0}{1}{0}".format("ab", "-"))
print("{name:>6} scored {score:.1%} ({score!r})".format(name="Ada", score=0.8765))
w, p = 12, 3
print(f"{x:{w}.{p}f}|{'{:{}.{}f}'.format(x, w, p)}|{format(x, f'>{w}.{p}')}")
for spec in ["5,", ",_", ".2d", "=5s", "+s", "x", "#c", ",c", "10.3z"]:
    for v in [42, 2.5, "hi"]:
        try:
            print(repr(spec), repr(v), repr(format(v, spec)))
        except (ValueError, TypeError) as e:
            print(repr(spec), repr(v), type(e).__name__ + ":", e)
