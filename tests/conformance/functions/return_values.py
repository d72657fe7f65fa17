def min_max_avg(values):
    if not values:
        return None
    return min(values), max(values), sum(values) / len(values)

def log(msg):
    print("LOG:", msg)

def first_negative(values):
    for i, v in enumerate(values):
        if v < 0:
            return i, v
    return -1, None

def classify_all(values):
    result = {"neg": 0, "zero": 0, "pos": 0}
    for v in values:
        if v < 0:
            result["neg"] += 1
        elif v == 0:
            result["zero"] += 1
        else:
            result["pos"] += 1
    return result

print(min_max_avg([3, 9, 4]), min_max_avg([]))
lo, hi, avg = min_max_avg([2.5, -1.0, 7.0])
print(lo, hi, round(avg, 3))
r = log("started")
print(r, type(r).__name__)
print(first_negative([4, 2, -7, -1]), first_negative([1, 2]))
idx, val = first_negative([0, -0.5])
print(idx, val)
print(classify_all([-2, 0, 5, 7, 0, -1, 3]))
