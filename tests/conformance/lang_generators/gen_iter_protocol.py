def squares(n):
    for i in range(n):
        yield i * i


g = squares(4)
print(iter(g) is g)
print(next(g), next(g))
it = iter(g)
print(next(it))
print(list(g))
print(next(g, "exhausted"))
class Deck:
    def __init__(self, cards):
        self.cards = cards

    def __iter__(self):
        for c in self.cards:
            yield c.upper()

d = Deck(["ah", "ks", "2c"])
print(list(d), list(d), "KS" in d)
