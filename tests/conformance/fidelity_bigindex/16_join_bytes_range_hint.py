# Building from a range longer than sys.maxsize fails first, as in CPython.
for name, make in [("bytes", lambda: bytes(range(2**100))), ("join", lambda: "".join(range(2**100))),
                   ("extend", lambda: [].extend(range(2**100))), ("unpack", lambda: [*range(2**64)]),
                   ("iter", lambda: list(iter(range(2**100)))), ("reversed", lambda: list(reversed(range(2**100)))),
                   ("bytearray.extend", lambda: bytearray().extend(range(2**100)))]:
    try:
        make()
    except OverflowError as e:
        print(name, "OverflowError:", e)
try:
    bytearray(range(2**100))
except ValueError as e:
    print("bytearray ValueError:", e)
print(bytes(range(2**64 - 2**64, 3)), list(map(str, range(2**100, 2**100 + 2))))
