def bucket(n):
    match n:
        case None:
            return "missing"
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "few"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case int():
            return "many"
        case _:
            return "not a number"


for n in [None, 0, 2, -1, 1.5, 3.0, 42, "7", False]:
    print(repr(n), bucket(n))
