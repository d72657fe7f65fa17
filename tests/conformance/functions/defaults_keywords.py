def format_price(amount, currency="USD", decimals=2, symbol=True):
    text = f"{amount:,.{decimals}f}"
    if symbol:
        return ("$" if currency == "USD" else currency + " ") + text
    return text + " " + currency

print(format_price(1234.5))
print(format_price(1234.5, "EUR"))
print(format_price(1234.5, decimals=0))
print(format_price(99, symbol=False, currency="GBP"))
print(format_price(amount=0.5, decimals=3))
print(format_price(7, "JPY", 0, False))

def make_user(name, age=None, *, role="viewer", active=True):
    return {"name": name, "age": age, "role": role, "active": active}

print(make_user("ann"))
print(make_user("bob", 30, role="admin"))
print(make_user(name="cid", active=False))

def search(items, query, limit=3, case_sensitive=False):
    if not case_sensitive:
        query = query.lower()
    found = []
    for item in items:
        hay = item if case_sensitive else item.lower()
        if query in hay:
            found.append(item)
            if len(found) >= limit:
                break
    return found

names = ["Anna", "Hannah", "Joanna", "Ann-Marie", "Dan", "ANNE"]
print(search(names, "ann"))
print(search(names, "ann", limit=10))
print(search(names, "Ann", case_sensitive=True, limit=10))
print(search(query="AN", items=names, limit=2))
