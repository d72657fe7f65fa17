from decimal import Decimal, localcontext, ROUND_DOWN

WEI = Decimal("1E-18")
balances_wei = [1234567890123456789, 5000000000000000000, 1, 999999999999999999999]
for w in balances_wei:
    eth = Decimal(w).scaleb(-18)
    print(w, "wei =", eth, "ETH", eth.normalize(), f"{eth:.6f}", eth.quantize(Decimal("0.0001"), ROUND_DOWN))
price_usd = Decimal("3456.78")
with localcontext(prec=50):
    value = Decimal(balances_wei[0]).scaleb(-18) * price_usd
    print("value", value, value.quantize(Decimal("0.01")))
    fee = Decimal("21000") * Decimal("35.5E-9")
    print("gas fee", fee, "ETH", (fee * price_usd).quantize(Decimal("0.01")), "USD")
    split = Decimal(balances_wei[1]) / 3
    print("split wei", split, split.to_integral_value(ROUND_DOWN), int(split))
print(Decimal("0.1") + Decimal("0.2"), Decimal(1) / Decimal(3) * 3, (Decimal(1) / 3).quantize(WEI))
print(Decimal("123456789.123456789123456789").quantize(Decimal("1E-9")), Decimal(2).scaleb(30), Decimal("5E-19").quantize(WEI))
