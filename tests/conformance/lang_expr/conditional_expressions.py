def describe(n):
    return "zero" if n == 0 else "negative" if n < 0 else "positive"


for n in [-3, 0, 8]:
    print(n, describe(n))
items = ["a", "b", "c"]
print(f"{len(items)} item{'s' if len(items) != 1 else ''}")
print(f"{1} item{'s' if 1 != 1 else ''}")
discount = 0.1 if len(items) > 2 else 0
print(discount)
values = [4, None, 7]
print([v if v is not None else 0 for v in values])
print((lambda x: "even" if x % 2 == 0 else "odd")(7))
print(max(3, 9) if items else min(3, 9))
