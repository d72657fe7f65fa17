class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name("h\u00e9llo")
print(n, repr(n), n.shout(), len(n), n[1], n + "x", n * 2, n.split("l"), isinstance(n, str))
print(n == "h\u00e9llo", "h\u00e9" in n, n.startswith("h"), type(n.upper()).__name__, str(n), "%s" % n)
print(",".join([n, n]), n.replace("l", "L"), "{}".format(n), sorted([Name("b"), "a"]))
