from string import Template, ascii_lowercase, digits, punctuation, capwords
t = Template("Hello $name, you owe $$${amount}.")
print(t.substitute(name="Ann", amount="5.00"))
print(t.safe_substitute(name="Bo"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError", e)
print(ascii_lowercase[:5], digits, len(punctuation), capwords("hello   big world"))
print("{0}-{1}-{0}".format("a", "b"), "{name:>6}|{n:04d}".format(name="x", n=7))
print("{:,.2f}".format(1234.5), "{!r:^10}".format("q"), "{0[1]} {1[k]}".format([1, 2], {"k": "v"}))
class P:
    x = 3
print("{p.x}".format(p=P()), "{:{w}.{p}f}".format(3.14159, w=8, p=2))
print("%-8s|%8.3f|%+d|%05.1f|%x|%o|%e" % ("ab", 2.5, 3, 2.25, 255, 8, 12345.678))
print("%(a)s and %(b)r" % {"a": 1, "b": "two"}, "%c%c" % (72, "i"), "%%")
print("{:>{}}".format("r", 5), "{:#b}".format(5), "{:e}".format(0.0), "{:.0f}".format(2.5))
