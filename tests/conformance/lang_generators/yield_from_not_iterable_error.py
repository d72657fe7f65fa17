def chain(*sources):
    for src in sources:
        print("  delegating to", type(src).__name__)
        yield from src


print(list(chain([1, 2], "ab", range(3))))
print(list(chain((9,), {"k": 1})))
print(list(chain([1], 2)))
