# What a function returns when try, except and finally all have returns or raises.
def f1():
    try:
        return "try"
    except Exception:
        return "except"
    finally:
        print("  f1 finally")


def f2():
    try:
        raise ValueError
    except ValueError:
        return "except"
    finally:
        print("  f2 finally")


def f3():
    x = "start"
    try:
        return x
    finally:
        x = "changed in finally"
        print("  f3 finally sets", x)


def f4():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue


def f5():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("  f5 inner finally")
    except KeyError as e:
        return "outer caught " + str(e)


print(f1(), f2(), f3())
print(f4())
print(f5())
