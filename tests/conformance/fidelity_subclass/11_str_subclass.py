# str subclass with extra behaviour; str methods return plain str.
class Slug(str):
    def __new__(cls, text):
        cleaned = "-".join(text.lower().split())
        return super().__new__(cls, cleaned)

    def words(self):
        return self.split("-")


s = Slug("Hello  Big World")
print(s, repr(s), type(s).__name__, s.words())
print(type(s.upper()).__name__, type(s + "!").__name__, type(s[1:]).__name__)
print(s == "hello-big-world", len(s), s.startswith("hello"), {s: 1}["hello-big-world"])
print(f"{s}", "%s" % s, str(s), type(str(s)).__name__, format(s, ">20"))


class Tagged(str):
    def __repr__(self):
        return "Tagged(%s)" % str.__repr__(self)

    def __str__(self):
        return "<" + self + ">"


tg = Tagged("x")
print(tg, repr(tg), [tg], f"{tg}", "{}".format(tg), "%s" % tg, "%r" % tg)
print(tg + "y", tg * 3, ",".join([tg, tg]))
try:
    Slug(5)
except AttributeError as e:
    print(type(e).__name__, e)
