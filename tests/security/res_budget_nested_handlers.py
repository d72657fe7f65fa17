# expect: budget
def f():
    try:
        raise KeyError
    except KeyError:
        try:
            raise ValueError
        except ValueError:
            try:
                raise TypeError
            finally:
                pass
while True:
    try:
        f()
    except Exception:
        pass
