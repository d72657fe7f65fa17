def total_price(items):
    total = sum(qty * price for qty, price in items)
    assert total >= 0, f"expected non-negative total, got {total}"
    return total


print(total_price([(2, 3.5), (1, 10)]))
print(total_price([]))
print(total_price([(1, 5), (-2, 4)]))
