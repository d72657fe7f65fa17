# An uncaught AssertionError with a formatted message.
def normalize(weights):
    total = sum(weights)
    assert total > 0, f"weights must sum to a positive number, got {total}"
    return [w / total for w in weights]


print(normalize([1, 1, 2]))
normalize([0, 0])
