def mean(values: list[float], *, digits: int = 2) -> float:
    total: float = sum(values)
    return round(total / len(values), digits)


def label(name: str, count: "int | None" = None) -> str:
    return name if count is None else f"{name} x{count}"


scores: list[int] = [3, 5, 8]
threshold: int
print(mean(scores))
print(mean([1, 2], digits=0))
print(label("apple"), label("pear", 4))
# annotations are not enforced
print(label(42, count="many"))
def identity(x: "anything") -> "same":
    return x
print(identity([1]))
