import statistics
from collections import Counter, defaultdict

data = [
    {"name": "Alice", "age": 30, "city": "Paris", "score": 88.5},
    {"name": "Bob", "age": 25, "city": "London", "score": 92.0},
    {"name": "Carol", "age": 35, "city": "Paris", "score": 79.25},
]

by_city = defaultdict(list)
for row in data:
    by_city[row["city"]].append(row)

summary = {
    city: {
        "count": len(rows),
        "mean_age": statistics.mean(r["age"] for r in rows),
        "best": max(rows, key=lambda r: r["score"])["name"],
    }
    for city, rows in by_city.items()
}

ages = sorted((r["age"] for r in data), reverse=True)
counts = Counter(r["city"] for r in data)
most_common, n = counts.most_common(1)[0]
print(f"Most common city: {most_common} ({n} people)")
print(f"Median age: {statistics.median(ages):.1f}")
table = "\n".join(f"{r['name']:<10}{r['age']:>5}{r['score']:>8.2f}" for r in data)
print(table)
final_answer(summary)
