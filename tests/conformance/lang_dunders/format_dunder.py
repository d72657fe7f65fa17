class Money:
    def __init__(self, amount, currency="EUR"):
        self.amount = amount
        self.currency = currency

    def __format__(self, spec):
        if spec == "short":
            return f"{self.amount:.0f}{self.currency[0]}"
        if spec.endswith("c"):
            return f"{self.amount:{spec[:-1] or ''}.2f} {self.currency}"
        return format(self.amount, spec)


m = Money(1234.5)
print(f"{m:short}")
print(f"[{m:12c}]")
print(f"{m:c}")
print(f"{m:,.1f}")
print("{:short} and {:c}".format(m, Money(3, "USD")))
print(format(m, ">10"))
