# An agent step: summarise search results, then answer.
results = [
    {"title": "Paris", "country": "France", "population": 2_102_650},
    {"title": "Lyon", "country": "France", "population": 522_250},
    {"title": "Berlin", "country": "Germany", "population": 3_596_999},
    {"title": "Hamburg", "country": "Germany", "population": 1_910_160},
]
totals = {}
for r in results:
    totals[r["country"]] = totals.get(r["country"], 0) + r["population"]
for country, pop in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{country:<8} {pop:>10,}")
largest = max(results, key=lambda r: r["population"])
final_answer(f"{largest['title']} is the largest city, with {largest['population']:,} people")
