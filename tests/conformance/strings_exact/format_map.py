print("{a}-{b}".format_map({"a": 1, "b": "two"}))
print("{a}{a}{a.real}".format_map({"a": 5}))
print("no fields".format_map({}), "{{literal}} {x}".format_map({"x": "\u00e9"}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{known} {unknown}".format_map(Default(known="k")))
print("{x:>{w}}|".format_map({"x": "r", "w": 4}))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: "{0}".format_map({}))
t(lambda: "{}".format_map({}))
t(lambda: "{a}".format_map({}))
t(lambda: "abc".format_map(5))
