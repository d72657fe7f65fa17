# One spelling used as a global, a local, a cell, a class attribute and a
# comprehension variable in the same snippet, with augmented assignment,
# del and walrus: each use must reach the right binding.
total = 10
count = 0

def bump(n):
    total = n          # local shadows the global
    total += 1
    return total

def outer():
    count = 100
    def inner():
        nonlocal count
        count += 5
        return count
    inner()
    return count, inner()

class Box:
    total = 3
    total += 4
    items = [total * i for i in range(3)]
    doubled = [count for count in range(2)]

def use_global():
    global count
    count += 2
    return count

print(bump(5), total)
print(outer(), count)
print(Box.total, Box.items, Box.doubled)
print(use_global(), use_global(), count)
if any((hit := x) > 2 for x in [1, 3, 5]):
    print("first over 2:", hit)
values = [y := 7, y + 1]
print(values, y)
label = "a"
label += "b"
del label
try:
    print(label)
except NameError as e:
    print("NameError:", e)
total -= 1
print(total, [total for total in "xy"], total)
