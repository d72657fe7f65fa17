import json

RAW = [
    '{"user": "ann", "events": [{"t": 1, "amount": "12.50"}, {"t": 2, "amount": "3"}]}',
    '{"user": "bob", "events": [{"t": 5, "amount": "7.25"}]}',
    '{"user": "cy", "events": [{"t": 9, "amount": "n/a"}]}',
]

def records(lines):
    for line in lines:
        yield json.loads(line)

def amounts(recs):
    for rec in recs:
        for ev in rec["events"]:
            yield rec["user"], float(ev["amount"])

def running_totals(pairs):
    totals = {}
    for user, amt in pairs:
        totals[user] = totals.get(user, 0.0) + amt
        yield user, round(totals[user], 2)

for user, total in running_totals(amounts(records(RAW))):
    print(f"{user}: {total}")
