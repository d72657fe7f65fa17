# enumerate() counts from any int, past 64 bits too.
print(list(enumerate("ab", start=2**100)))
print(list(enumerate("ab", 2**64)))
print(list(enumerate("abc", 2**63 - 1)))
print(list(enumerate("ab", -2**100)))
try:
    enumerate("ab", 1.5)
except TypeError as e:
    print("TypeError:", e)
class Start:
    def __index__(self):
        return 2**70
print(next(enumerate(["x"], Start())))
