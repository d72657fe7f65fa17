def parse(line):
    parts = line.split(",")
    parts.sort()


rows = ["b,a", "d,c"]
for r in rows:
    print(sorted(r.split(",")))
result = parse(rows[0])
print(result)
print(result[0])
