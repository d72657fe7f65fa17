import statistics as st
grades = {"ann": [88, 92, 79, 95], "bob": [72, 65, 80], "cy": [90, 90, 90, 90], "di": [55, 61, 58, 70, 66]}
def letter(avg):
    for cutoff, l in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return l
    return "F"
rows = []
for name, g in grades.items():
    avg = st.mean(g)
    rows.append((name, avg, st.pstdev(g), letter(avg), max(g) - min(g)))
rows.sort(key=lambda r: (-r[1], r[0]))
print(f"{'name':<5}{'avg':>8}{'sd':>8} grade range")
for name, avg, sd, l, rng in rows:
    print(f"{name:<5}{avg:>8.2f}{sd:>8.3f} {l:^5} {rng:>5}")
allg = [x for g in grades.values() for x in g]
print(st.median(allg), st.mode(allg), round(st.stdev(allg), 4), st.quantiles(allg, n=4))
print({l: [r[0] for r in rows if r[3] == l] for l in "ABCDF"})
