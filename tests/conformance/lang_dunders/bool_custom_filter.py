class Result:
    def __init__(self, value=None, error=None):
        self.value = value
        self.error = error

    def __bool__(self):
        return self.error is None

    def __repr__(self):
        return f"Ok({self.value})" if self else f"Err({self.error})"


def parse(text):
    try:
        return Result(int(text))
    except ValueError:
        return Result(error=f"bad int {text!r}")


results = [parse(t) for t in ["4", "x", "15", ""]]
print(results)
good = [r.value for r in results if r]
print(good, sum(good))
print(all(results), any(results), not results[1])
print(results[1] or "fallback", results[0] and "truthy")
