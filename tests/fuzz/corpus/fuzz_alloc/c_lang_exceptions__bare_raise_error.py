é‰def apply_discount(price, pct):
    try:
        if not 0 <= pct <= 100:
            raise ValueError(f"discount {pct}% out of range")
        return round(price * (100 - pct) / 100, 2)
    except ValueError:
        print("  logging bad discount", pct)
        raise


print(apply_discount(80, 25))
print(apply_discount(19.99, 0))
print(apply_discount(50, 150))
