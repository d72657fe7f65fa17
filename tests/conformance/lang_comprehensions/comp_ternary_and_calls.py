temps_c = {"mon": 18.5, "tue": 25.1, "wed": -2.0, "thu": 30.4}
to_f = {d: round(c * 9 / 5 + 32, 1) for d, c in temps_c.items()}
print(to_f)
desc = [f"{d}: {'hot' if c > 25 else 'cold' if c < 0 else 'mild'}" for d, c in temps_c.items()]
print(desc)
print(sorted(temps_c, key=lambda d: temps_c[d]))
flags = [c > 20 for c in temps_c.values()]
print(flags, flags.count(True))
print([[c, -c][c < 0] for c in temps_c.values()])
