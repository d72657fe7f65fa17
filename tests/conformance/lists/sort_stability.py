records = [("amy", 90), ("bob", 85), ("cat", 90), ("dan", 70), ("eve", 85)]
by_score = sorted(records, key=lambda r: r[1], reverse=True)
print(by_score)
by_score_then_name = sorted(records, key=lambda r: (-r[1], r[0]))
print(by_score_then_name)
data = records[:]
data.sort(key=lambda r: r[0], reverse=True)
data.sort(key=lambda r: r[1])
print(data)
print([name for name, s in sorted(records, key=lambda r: r[1])])
