# Render notification texts where some fields may be missing.
from string import Template

messages = [
    Template("Order $order shipped to $city"),
    Template("Hi ${name}, your balance is $$${balance}"),
    Template("Refund of $amount for $order"),
    Template("Cost: $5 per $unit"),
]
fields = {"order": "A-17", "name": "Sam"}
for t in messages:
    print(t.safe_substitute(fields))
    print(t.safe_substitute(fields, unit="kg", amount=3))
for t in messages:
    try:
        print(t.substitute(fields))
    except KeyError as e:
        print("missing", e)
    except ValueError as e:
        print("invalid:", e)
