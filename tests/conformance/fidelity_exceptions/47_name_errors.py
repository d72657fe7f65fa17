# NameError and UnboundLocalError messages, including suggestions-free forms.
def use_before_assign():
    print(counter)
    counter = 1


def typo():
    totl = 5
    return total_value


counter = 10
for fn in (use_before_assign, typo):
    try:
        fn()
    except NameError as e:
        print(type(e).__name__, "|", e, "|", isinstance(e, NameError))


def outer():
    x = 1

    def inner():
        x += 1
        return x

    return inner()


try:
    outer()
except UnboundLocalError as e:
    print(type(e).__name__, e)


def deleted():
    y = 1
    del y
    return y


try:
    deleted()
except UnboundLocalError as e:
    print(type(e).__name__, e)
try:
    del undefined_thing
except NameError as e:
    print(type(e).__name__, e)
