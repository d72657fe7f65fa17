def get_rate(rates, currency):
    try:
        return rates[currency]
    except KeyError:
        raise ValueError(f"unsupported currency {currency!r}")


def convert(amount, currency, rates):
    try:
        return round(amount * get_rate(rates, currency), 2)
    except ValueError as e:
        print("conversion failed:", e, "| while handling:", type(e.__context__).__name__)
        return None


rates = {"EUR": 0.92, "GBP": 0.79}
print(convert(100, "EUR", rates))
print(convert(100, "JPY", rates))
print(convert(50, "GBP", rates))
