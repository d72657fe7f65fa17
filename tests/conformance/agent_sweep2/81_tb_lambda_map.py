rows = ["10", "20", "", "40"]
parsed = list(map(lambda s: int(s) * 2, rows[:2]))
print(parsed)
parsed = list(map(lambda s: int(s) * 2, rows))
