people = [
    {"name": "Ana", "age": 31, "city": "Lisbon"},
    {"name": "Bo", "age": 4, "city": "Oslo"},
    {"name": "Carmen", "age": 102, "city": "Bogotá"},
]
for p in people:
    print(f"{p['name']:<8}|{p['age']:>4}|{p['city']:^10}|")
ages = [p["age"] for p in people]
print(f"avg age: {sum(ages) / len(ages):.1f}, oldest: {max(people, key=lambda p: p['age'])['name']}")
