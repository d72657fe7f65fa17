import io
class Default(dict):
    def __missing__(self, key): return f"<{key}>"
print("Hello {name}, you owe {amount:.2f} by {due}".format_map(Default(name="Ann", amount=12.345)))
print("{0}{1}{0}".format("ab", "-"), "{:^11}".format("mid"), "{:*<6}".format(7), "{0[1]} {1[k]}".format([1, 2], {"k": "v"}), "{.real}".format(3 + 4j))
print("{!r:>8}|{!s:<6}|{!a}".format("x", "y", "é"), "{:{w}.{p}f}".format(3.14159, w=10, p=2), "{{literal}} {}".format(1))
print("{:,}".format(1234567.5), "{:.3}".format("abcdef"), "{:>{}}".format("r", 4), "{0:b} {0:o} {0:x}".format(42), "{:%}".format(0.25))
rec = {"name": "Widget", "qty": 3, "price": 4.5}
print("{name:<10}{qty:>4}{price:>8.2f}".format(**rec), "%(name)s x%(qty)d" % rec)
buf = io.StringIO()
print("a", "b", "c", sep=", ", end=".\n", file=buf)
print(1, 2, 3, sep="", file=buf)
print(file=buf)
print("x", end="", file=buf); print("y", file=buf)
print(*[1, 2], sep="\n", file=buf)
print("no sep", sep=None, end=None, file=buf)
print(repr(buf.getvalue()), buf.tell(), len(buf.getvalue().splitlines()))
buf.seek(0); print(repr(buf.readline()), repr(buf.read(5)), buf.readlines())
out = io.StringIO("line1\nline2\n")
for i, line in enumerate(out, 1): print(i, line.rstrip())
w = io.StringIO(); w.write("abc"); w.write("def"); w.seek(2); w.write("Z"); print(w.getvalue(), w.truncate(4), w.getvalue())
bio = io.BytesIO(); bio.write(b"\x00\x01"); bio.write("é".encode()); print(bio.getvalue(), bio.tell(), io.BytesIO(b"abc").read(2))
print("%-10s|%+5d|%05.1f|%x" % ("left", 42, 3.14159, 255), "%3$s" if False else "", "%5s%%" % 50)
items = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10, 1)]
w1 = max(len(i[0]) for i in items)
print(f"{'Item':<{w1}} | {'Price':>7} | {'Qty':>3} | {'Total':>8}")
print("-" * (w1 + 29))
for n, p, q in items:
    print(f"{n:<{w1}} | {p:>7.2f} | {q:>3d} | {p * q:>8,.2f}")
print(f"{'':<{w1}} | {'':>7} | {sum(i[2] for i in items):>3} | {sum(i[1] * i[2] for i in items):>8,.2f}")
val = 42; name = "x"
print(f"{val=}", f"{val = }", f"{name!r:>5}", f"{val=:>6}", f"{val * 2=}", f"{'nested {}'.format(1)}", f"{val:{'>'}{10}}")
print(f"{3.14159!s:.4}", f"{[1, 2]!r}", f"{'a' 'b'}", f"{{}}", f"{1_000_000:,}", f"{True:d}", f"{None!s}", f"{'x':>3}{'y':<3}|")
print(format(3.5, ""), format("s"), format(12, "x"), str.format("{}-{}", 1, 2), "{:=^20}".format(" Title "))
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{:>}".format()
except IndexError as e:
    print("IndexError:", e)
try:
    "{a.b}".format(a=1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    "{0[5]}".format([1])
except IndexError as e:
    print("IndexError:", e)
try:
    "{:q}".format(1)
except ValueError as e:
    print("ValueError:", e)
