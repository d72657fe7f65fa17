def average(xs):
    return sum(xs) / len(xs)
report = {"q1": [1, 2], "q2": []}
for k, v in report.items():
    print(k, average(v))
