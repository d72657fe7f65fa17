# Operator methods that change their operands while dispatch is running.
data = [1, 2, 3]

class Count:
    def __index__(self):
        data.clear()
        return 2

print(data * Count(), data)
data = [1, 2]
data *= Count()
print(data)

class Dropper:
    def __init__(self, box):
        self.box = box
    def __rsub__(self, other):
        self.box.clear()
        return NotImplemented

box = [Dropper(None)]
box[0].box = box
try:
    print(box[0] - box[0])
except TypeError as e:
    print("TypeError", e)
try:
    print(5 - box[0])
except TypeError as e:
    print("TypeError", e)
print(box)

class Grow(list):
    def __radd__(self, other):
        other.append(len(other))
        return NotImplemented

items = [0]
try:
    items += Grow([9])
except TypeError as e:
    print("TypeError", e)
print(items)

class Flip(float):
    def __rmul__(self, other):
        Flip.__rmul__ = lambda self, other: "replaced"
        return NotImplemented

for attempt in range(2):
    try:
        print(3 * Flip(2.0))
    except TypeError as e:
        print("TypeError", e)
