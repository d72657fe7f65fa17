from datetime import date, timedelta

invoices = [
    {"id": "INV-1001", "issued": date(2024, 1, 15), "terms": 30, "amount": 1250.00},
    {"id": "INV-1002", "issued": date(2024, 1, 31), "terms": 45, "amount": 980.50},
    {"id": "INV-1003", "issued": date(2024, 2, 10), "terms": 15, "amount": 430.00},
    {"id": "INV-1004", "issued": date(2023, 12, 20), "terms": 60, "amount": 2200.00},
    {"id": "INV-1005", "issued": date(2024, 2, 28), "terms": 30, "amount": 75.25},
]
today = date(2024, 3, 1)

overdue_total = 0.0
for inv in invoices:
    due = inv["issued"] + timedelta(days=inv["terms"])
    days_left = (due - today).days
    status = "overdue by %d days" % -days_left if days_left < 0 else "due in %d days" % days_left
    if days_left < 0:
        overdue_total += inv["amount"]
    print(f"{inv['id']}: issued {inv['issued']}, due {due:%d %b %Y} ({due.strftime('%A')}), {status}")

print("Total overdue:", round(overdue_total, 2))
late = sorted((inv for inv in invoices if inv["issued"] + timedelta(days=inv["terms"]) < today),
              key=lambda inv: inv["issued"])
print("Oldest overdue:", late[0]["id"], repr(late[0]["issued"]))
print("Days between first and last issue:", (max(i["issued"] for i in invoices) - min(i["issued"] for i in invoices)).days)
print(repr(today - date(2024, 1, 15)))
