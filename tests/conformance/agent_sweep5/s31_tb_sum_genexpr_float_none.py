data = [{"name": "a", "price": "3.5"}, {"name": "b", "price": None}]
total = sum(float(d["price"]) for d in data)
