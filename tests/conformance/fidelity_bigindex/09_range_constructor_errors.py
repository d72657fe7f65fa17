# range() argument errors with big ints, as CPython words them.
for args in [(1.0,), (2**100, "a"), (0, 2**100, 0), (0, 2**100, 2**100 - 2**100), (None,)]:
    try:
        print(range(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
class Big:
    def __index__(self):
        return 2**70
print(range(Big()), range(True, 2**100, 2**99))
print(range(Big())[3], range(Big())[-1])
