rows = [("alpha", 0.12345, 1234567), ("beta", 1.0, 0), ("gamma", -0.5, -42)]
for name, frac, n in rows:
    print("%-8s|%7.2f%%|%+10d|%10.3e|%-6.1f|" % (name, frac * 100, n, frac, frac))
print("%s" % [1, 2], "%s" % ((1, 2),), "%r" % {"a": 1}, "%d%%" % 50, "%5s|%-5s|" % (None, True))
print("%(a)s-%(b)r-%(a)5.1f" % {"a": 1.25, "b": "x"}, "%i %u" % (3.9, -2.1), "%x %X %o" % (255, 255, -8))
print("%.3s|%10.4s|" % ("abcdef", "abcdef"), "%#.3g|%g|%g" % (1.0, 1e6, 1e-5), "%08.3f|%-8.2f|% d" % (3.14159, 2.5, 7))
for bad in [("%d", "x"), ("%s %s", (1,)), ("%(k)s", (1,)), ("%z", 1), ("%d", [1]), ("%c", "ab"), ("%c", 0x110000), ("%.2f", None)]:
    try:
        print(bad[0] % bad[1])
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(b"%s=%d" % (b"k", 5), b"%x" % 255, b"%5.2f" % 1.5, b"%r" % "é" if False else "", b"%a" % "é")
