class Suppress:
    def __init__(self, *kinds):
        self.kinds = kinds
        self.caught = []

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.kinds):
            self.caught.append(f"{exc_type.__name__}: {exc}")
            return True
        return False


guard = Suppress(ZeroDivisionError, KeyError)
for a, b in [(10, 2), (1, 0), (7, 7)]:
    with guard:
        print(a / b)
with guard:
    {}["missing"]
print("after", guard.caught)
