# dict subclasses: __missing__ for a counting dict, and a case-insensitive dict.
class Tally(dict):
    def __missing__(self, key):
        return 0


words = "the cat and the hat and the bat".split()
t = Tally()
for w in words:
    t[w] += 1
print(t, t["dog"], "dog" in t, t.get("dog"), len(t))


class CaseInsensitive(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())


ci = CaseInsensitive()
ci["Name"] = "Ada"
ci["AGE"] = 36
print(ci, ci["NAME"], "age" in ci, "Age" in ci)
print(ci.get("Name"), ci.get("name"))
try:
    ci["missing"]
except KeyError as e:
    print(type(e).__name__, e)
# the constructor and update() bypass __setitem__
ci2 = CaseInsensitive(Mixed=1)
ci2.update(Other=2)
print(ci2, "mixed" in ci2)
print(type(ci | {"x": 1}).__name__, dict.fromkeys("ab", 0), type(Tally.fromkeys("ab")).__name__)
