import json
from decimal import Decimal, ROUND_HALF_UP

payload = '{"order": 1042, "items": [{"sku": "A-1", "price": 19.99, "qty": 3}, {"sku": "B-7", "price": 0.1, "qty": 10}], "discount": 5.5e-2}'
data = json.loads(payload, parse_float=Decimal)
print(data)
subtotal = sum(item["price"] * item["qty"] for item in data["items"])
discount = (subtotal * data["discount"]).quantize(Decimal("0.01"), ROUND_HALF_UP)
print("subtotal", subtotal, "discount", discount, "due", subtotal - discount)
float_data = json.loads(payload)
print(sum(i["price"] * i["qty"] for i in float_data["items"]))

report = {"order": data["order"], "subtotal": subtotal, "due": subtotal - discount}
try:
    json.dumps(report)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(report, default=str))
print(json.dumps({k: (float(v) if isinstance(v, Decimal) else v) for k, v in report.items()}))
print(json.dumps({k: (f"{v:.2f}" if isinstance(v, Decimal) else v) for k, v in report.items()}, sort_keys=True))
print(json.loads('[1.10, 2.50, 1e400]', parse_float=Decimal), json.loads('{"x": 12}', parse_int=Decimal))
