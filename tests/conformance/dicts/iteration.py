scores = {"ann": 91, "bob": 78, "cid": 85}
for name in scores:
    print(name, end=" ")
print()
for name, score in scores.items():
    print(f"{name}={score}", end="; ")
print()
for score in scores.values():
    print(score, end=",")
print()
total = 0
for k in scores.keys():
    total += scores[k]
print(total, sum(scores.values()) / len(scores))
best = None
for name, score in scores.items():
    if best is None or score > scores[best]:
        best = name
print(best)
print(sorted(scores), sorted(scores, key=scores.get))
