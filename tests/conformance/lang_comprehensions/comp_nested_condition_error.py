teams = {
    "red": [{"name": "ann", "pts": 3}, {"name": "bo", "pts": 7}],
    "blue": [{"name": "cy", "pts": 5}],
    "green": [{"name": "di"}],
}
stars = [p["name"] for members in teams.values() for p in members if p.get("pts", 0) > 4]
print(stars)
avg = {t: sum(p.get("pts", 0) for p in m) / len(m) for t, m in teams.items()}
print(avg)
top = {t: max(p["pts"] for p in m) for t, m in teams.items()}
print(top)
