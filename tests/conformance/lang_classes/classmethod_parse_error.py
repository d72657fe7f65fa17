class Money:
    def __init__(self, cents):
        self.cents = cents

    @classmethod
    def parse(cls, text):
        units, _, frac = text.strip().lstrip("$").partition(".")
        return cls(int(units) * 100 + int(frac or 0))

    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"


for raw in ["$3.50", "12", " $0.07 "]:
    print(raw.strip(), "->", Money.parse(raw))
print(Money.parse("$ten"))
