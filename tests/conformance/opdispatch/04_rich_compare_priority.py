# Reflected comparisons: a subclass overriding the reflected method goes
# first; == falls back to identity; != inverts __eq__.
class Approx(float):
    def __eq__(self, other):
        return abs(float(self) - other) < 0.01
    def __lt__(self, other):
        return "Approx.__lt__"
    def __gt__(self, other):
        return "Approx.__gt__"
    __hash__ = float.__hash__

print(3 == Approx(3.001))
print(3 != Approx(3.001))
print(3 < Approx(1.0))
print(3 > Approx(1.0))
print(2.5 < Approx(1.0))

class Version(int):
    def __lt__(self, other):
        return "Version.__lt__"

print(True < Version(5))           # bool's (int's) comparison runs first
print(Version(5) > 2)              # int's __gt__: inherited
print(2 > Version(5))              # Version subclasses int: its __lt__ first

class Node:
    def __init__(self, v):
        self.v = v

n = Node(1)
print(n == n, n == Node(1), n != Node(1), n != n)

class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        if not isinstance(other, Key):
            return NotImplemented
        return self.k == other.k

print(Key(1) == Key(1), Key(1) != Key(1), Key(1) != Key(2))
print(Key(1) == 1, Key(1) != 1)
try:
    print(Node(1) < Node(2))
except TypeError as e:
    print("TypeError", e)
