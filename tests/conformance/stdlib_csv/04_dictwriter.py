import csv
import io

records = [
    {"sku": "A-1", "qty": 3, "note": "ok"},
    {"sku": "B-2", "qty": 0},
    {"sku": "C-3", "qty": 12, "note": 'said "fragile", handle'},
]
buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["sku", "qty", "note"], restval="n/a")
print(writer.writeheader())
writer.writerows(records)
print(buf.getvalue())
buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["sku"], extrasaction="ignore", lineterminator="\n")
writer.writerows(records)
print(repr(buf.getvalue()))
try:
    csv.DictWriter(io.StringIO(), fieldnames=["sku", "qty"]).writerow(records[0])
except ValueError as e:
    print("ValueError:", e)
try:
    csv.DictWriter(io.StringIO(), fieldnames=["sku"], extrasaction="skip")
except ValueError as e:
    print("ValueError:", e)
