# Misusing the context manager protocol.
class NoExit:
    def __enter__(self):
        return self


class NoEnter:
    def __exit__(self, *a):
        return False


class BadExit:
    def __enter__(self):
        return "value"

    def __exit__(self, exc_type, exc, tb):
        raise RuntimeError("exit failed") from None


for cls in (NoExit, NoEnter):
    try:
        with cls():
            print("body")
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    with BadExit() as v:
        print("value is", v)
        raise ValueError("body failed")
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__context__), e.__suppress_context__)
try:
    with 5:
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)


class Reentrant:
    depth = 0

    def __enter__(self):
        self.depth += 1
        print("depth", self.depth)
        return self

    def __exit__(self, *exc):
        self.depth -= 1
        return False


r = Reentrant()
with r:
    with r:
        print("nested")
print("final depth", r.depth)
