print(",".join(["a", "b", "c"]), "".join(("x", "y")), "-".join([]), "-".join(["solo"]))
print("\u00e9".join("abc"), " \u20ac ".join(["1", "2"]), "".join(str(i) for i in range(10)))
print(", ".join({"k1": 1, "k2": 2}), "|".join(iter(["p", "q"])), "+".join("\U0001f600\U0001f601"))
print(repr("".join([])), repr("x".join(["", ""])), len("ab".join(["c"] * 1000)))
