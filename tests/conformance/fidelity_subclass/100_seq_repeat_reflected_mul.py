# str, bytes and bytearray repeat as sequences, after both operands'
# number methods: an int subclass on the right with its own __rmul__ is
# asked first (as it is for lists and tuples); without one, the repeat.
class Times(int):
    def __rmul__(self, other):
        return "Times.__rmul__(%r)" % (other,)


class Plain(int):
    pass


class Declines(int):
    def __rmul__(self, other):
        return NotImplemented


class Idx:
    def __index__(self):
        return 3


for seq in ("ab", b"ab", bytearray(b"ab"), [1], (1,)):
    print(type(seq).__name__, seq * Times(2), seq * Plain(2), seq * Declines(2), seq * Idx())
print(Times(2) * "ab", Plain(2) * b"x", 3 * "z", True * "t")
try:
    "ab" * "cd"
except TypeError as e:
    print("TypeError:", e)
try:
    b"ab" * 2.5
except TypeError as e:
    print("TypeError:", e)
