data = "name;age;city\nAlice;30;Paris\nBob;25;Berlin\nCarol;35;Paris\nDan;;Rome"
lines = data.split("\n")
header = lines[0].split(";")
rows = [dict(zip(header, l.split(";"))) for l in lines[1:]]
print(rows[0])
ages = [int(r["age"]) for r in rows if r["age"]]
print("avg age:", sum(ages) / len(ages))
by_city = {}
for r in rows:
    by_city.setdefault(r["city"], []).append(r["name"])
print(by_city)
missing = [r["name"] for r in rows if not r["age"].strip()]
print(f"missing ages: {missing!r}")
print(sorted(rows, key=lambda r: (r["city"], -int(r["age"] or 0)))[0]["name"])
try:
    int(rows[3]["age"])
except ValueError as e:
    print("ValueError:", e)
