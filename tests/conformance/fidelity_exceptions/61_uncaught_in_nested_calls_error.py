# An uncaught ZeroDivisionError from several calls deep.
def mean(xs):
    return sum(xs) / len(xs)


def report(groups):
    out = {}
    for name, xs in groups.items():
        out[name] = round(mean(xs), 2)
        print(name, out[name])
    return out


report({"a": [1, 2, 3], "b": [10], "c": [], "d": [4]})
