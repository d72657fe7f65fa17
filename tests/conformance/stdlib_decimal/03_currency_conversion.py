from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN, localcontext

rates_to_usd = {
    "EUR": Decimal("1.0842"),
    "GBP": Decimal("1.2675"),
    "JPY": Decimal("0.006712"),
    "CHF": Decimal("1.1290"),
}
minor_units = {"USD": Decimal("0.01"), "EUR": Decimal("0.01"), "GBP": Decimal("0.01"),
               "JPY": Decimal("1"), "CHF": Decimal("0.05")}

def convert(amount, src, dst):
    usd = amount * rates_to_usd[src] if src != "USD" else amount
    out = usd / rates_to_usd[dst] if dst != "USD" else usd
    return out.quantize(minor_units[dst], rounding=ROUND_HALF_EVEN)

for amount, src, dst in [("100", "EUR", "USD"), ("100", "USD", "JPY"), ("2500", "JPY", "GBP"),
                         ("19.99", "GBP", "CHF"), ("0.01", "USD", "EUR"), ("1234567.89", "CHF", "JPY")]:
    a = Decimal(amount)
    print(f"{a} {src} -> {convert(a, src, dst)} {dst}")

# round trip loses at most a cent
x = Decimal("123.45")
back = convert(convert(x, "USD", "EUR"), "EUR", "USD")
print("round trip", x, "->", back, "error", back - x)

# cross rate with more precision, truncated for display
with localcontext() as ctx:
    ctx.prec = 10
    cross = rates_to_usd["GBP"] / rates_to_usd["EUR"]
    print("GBP/EUR", cross, cross.quantize(Decimal("0.0001"), rounding=ROUND_DOWN))
print("full precision", rates_to_usd["GBP"] / rates_to_usd["EUR"])
print("inverse JPY", 1 / rates_to_usd["JPY"])
