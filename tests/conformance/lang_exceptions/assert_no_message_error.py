def normalize(weights):
    s = sum(weights)
    result = [w / s for w in weights]
    print("normalized:", [round(r, 3) for r in result])
    return result


w = normalize([1, 1, 2])
assert abs(sum(w) - 1) < 1e-9
w2 = normalize([3, 3])
assert len(w2) == 3
print("unreachable")
