# Messages from converting user input: int(), float(), and friends.
inputs = ["42", " 7 ", "x", "", "4.5", "1e3", "0x1F", "١٢", "1_000", "--1"]
for text in inputs:
    try:
        print(repr(text), "->", int(text))
    except ValueError as e:
        print(repr(text), type(e).__name__, e)
for text in ["3.14", "nan", "-inf", "abc", "", "1,5"]:
    try:
        print(repr(text), "->", float(text))
    except ValueError as e:
        print(repr(text), type(e).__name__, e)
for args in [("ff", 16), ("z", 36), ("12", 2), ("10", 1), ("10", 37)]:
    try:
        print(args, int(*args))
    except ValueError as e:
        print(args, type(e).__name__, e)
for bad in (None, [1], {}, 3j):
    try:
        int(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    int(3.5, 10)
except TypeError as e:
    print(type(e).__name__, e)
for x in (float("inf"), float("nan")):
    try:
        int(x)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    float("1" * 400)
    print("huge float ok")
    int("9" * 5000)
except ValueError as e:
    print(type(e).__name__, e)
