def discount(order):
    match order:
        case {"total": t, "code": code} if code.startswith("VIP"):
            return round(t * 0.8, 2)
        case {"total": t} if t > 100:
            return round(t * 0.9, 2)
        case {"total": t}:
            return t


print(discount({"total": 50, "code": "VIP-7"}))
print(discount({"total": 150, "code": "NONE"}))
print(discount({"total": 20}))
print(discount({"total": 80, "code": None}))
