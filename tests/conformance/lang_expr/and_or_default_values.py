def greet(name=None, title=None):
    return f"Hello, {title and title + ' '}{name or 'stranger'}".replace("None", "")


print(greet())
print(greet("Kim"))
print(greet("Lee", "Dr."))
values = [0, 3, None, "", "x"]
print([v or "-" for v in values])
print([v and "set" for v in values])
first_truthy = None
for v in values:
    first_truthy = first_truthy or v
print(first_truthy)
limits = {"max": 0}
print(limits.get("max") or 100, limits.get("max", 100))
