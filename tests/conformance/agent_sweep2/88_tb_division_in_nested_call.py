def ratio(a, b):
    return a / b
def summarize(stats):
    return {k: round(ratio(*v), 3) for k, v in stats.items()}
print(summarize({"x": (1, 3)}))
print(summarize({"y": (2, 7), "z": (5, 0)}))
