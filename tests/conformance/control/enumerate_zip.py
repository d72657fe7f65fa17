names = ["ann", "bob", "cid"]
ages = [31, 25, 40]
for i, name in enumerate(names):
    print(i, name)
for i, name in enumerate(names, start=1):
    print(f"{i}. {name}")
for name, age in zip(names, ages):
    print(name, age)
for i, (name, age) in enumerate(zip(names, ages)):
    print(i, name.upper(), age + i)
print(list(enumerate("ab", 10)))
oldest = ""
top = -1
for name, age in zip(names, ages):
    if age > top:
        top, oldest = age, name
print(oldest, top)
