class Money:
    def __init__(self, cents):
        self.cents = cents

    def __str__(self):
        return f"${self.cents / 100:,.2f}"

    def __repr__(self):
        return f"Money({self.cents})"

    def __format__(self, spec):
        return "formatted:" + format(str(self), spec)


m = Money(123456)
print(f"{m}")
print(f"{m!s}")
print(f"{m!r}")
print(f"{m!s:>14}|")
print(f"{m:>14}|")
print(f"{[m]!s}")
