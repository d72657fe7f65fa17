# Replacement fields that are just a name, in the places agents put them.
user = "ada"
count = 3
width = 8
_total = 12.5
match = "soft"
case = "keyword"
_ = "underscore"
Name2 = "mixed"

print(f"{user}")
print(f"hello {user}, you have {count} new messages")
print(f"{user:>{width}}|{count:<{width}}|")
print(f"{_total:.{count}f} {_total!r} {user!s:^10}")
print(f"{user=} {count = } { user }")
print(f"{match} {case} {_} {Name2}")
print(f"{count}{count}{count}", f"{{user}}", rf"{user}\t")
print(f"{count != 3} {count == 3} {count >= width}")

report = f"""
name:  {user}
count: {
count}
"""
print(report)

rows = [("a", 1), ("bb", 22)]
for label, value in rows:
    print(f"{label:<4}{value:>6}")

try:
    print(f"total for {user}: {totl}")
except NameError as e:
    print("NameError:", e)

def show(item, pad=6):
    return f"[{item:>{pad}}]"

print(show("x"), show("yz", 3))
print(f"{None} {True} {False}")
