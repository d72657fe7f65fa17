# expect: budget
# args: --max-instructions 3000000
# wall: 3
# isinstance, issubclass and except over a long tuple of classes: each class is charged.
t = (KeyError,) * 1000000
while True:
    isinstance(1, t)
    issubclass(int, t)
    try:
        raise ValueError
    except t:
        pass
    except ValueError:
        pass
