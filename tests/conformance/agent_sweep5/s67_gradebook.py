# Grade book with statistics and letter grades.
import statistics
scores = {"ann": [88, 92, 79, 93], "bob": [65, 70, 58, 81], "cy": [95, 98, 100, 97], "dee": [72, 0, 85, 90]}
def letter(avg):
    for cut, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cut:
            return g
    return "F"
report = []
for name, s in scores.items():
    avg = statistics.mean(s)
    report.append((name, avg, statistics.median(s), statistics.pstdev(s), letter(avg), min(s), max(s)))
report.sort(key=lambda r: r[1], reverse=True)
print(f"{'name':<5}{'avg':>7}{'med':>7}{'sd':>7}  g  range")
for name, avg, med, sd, g, lo, hi in report:
    print(f"{name:<5}{avg:>7.2f}{med:>7.1f}{sd:>7.2f}  {g}  {lo}-{hi}")
allscores = [x for s in scores.values() for x in s]
print(statistics.mean(allscores), statistics.mode([letter(statistics.mean(s)) for s in scores.values()]))
print({n: [i for i, x in enumerate(s) if x < 60] for n, s in scores.items() if any(x < 60 for x in s)})
print(round(statistics.correlation(scores["ann"], scores["cy"]), 4))
