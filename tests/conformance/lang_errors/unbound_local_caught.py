total = 10


def add_bonus(bonus):
    try:
        total += bonus
    except UnboundLocalError as e:
        print("caught:", e)
        return None
    return total


print(add_bonus(5))
print(isinstance(UnboundLocalError("x"), NameError))
def shadow():
    try:
        print(value)
    except NameError as e:
        print("NameError subclass caught:", type(e).__name__)
    value = 1
    return value
print(shadow())
