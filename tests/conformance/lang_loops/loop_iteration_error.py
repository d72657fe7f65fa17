totals = {"north": 10, "south": 4}
for region in totals:
    print(region, totals[region])
for region, value in totals.items():
    print(f"{region}: {value * 2}")
count = len(totals)
for i in count:
    print(i)
