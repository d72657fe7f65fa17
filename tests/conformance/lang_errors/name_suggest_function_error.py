def calculate_total(prices, tax=0.2):
    return round(sum(prices) * (1 + tax), 2)


def format_total(total):
    return f"${total:,.2f}"


cart = [19.99, 5.01, 75.0]
print(format_total(calculate_total(cart)))
print(format_total(calcualte_total(cart, tax=0)))
