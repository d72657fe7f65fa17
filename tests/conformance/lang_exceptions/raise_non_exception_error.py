def validate(order):
    if order["qty"] <= 0:
        raise ValueError("qty must be positive")
    if not order["sku"]:
        raise "sku missing"
    return True


print(validate({"qty": 1, "sku": "A"}))
try:
    validate({"qty": 0, "sku": "A"})
except ValueError as e:
    print("invalid:", e)
validate({"qty": 2, "sku": ""})
