# bytes and bytearray formatting through __rmod__ when the left operand's
# own % declines.
class Strict(bytes):
    def __mod__(self, other):
        return NotImplemented
    def __rmod__(self, other):
        return NotImplemented

class Loud(bytes):
    def __mod__(self, other):
        return "Loud.__mod__"

for left, right in [(Strict(b"xy"), Loud(b"ab")), (Strict(b"x%sy"), Loud(b"ab")), (Loud(b"%s"), Strict(b"z"))]:
    try:
        print(repr(left % right))
    except TypeError as e:
        print("TypeError", e)

print(bytes.__rmod__(b"a", b"%s"), bytes.__rmod__(b"a", bytearray(b"%s")))
print(bytearray.__rmod__(bytearray(b"a"), bytearray(b"<%s>")))
print(bytearray.__rmod__(bytearray(b"a"), b"%s"), bytes.__rmod__(b"a", "%s"))
