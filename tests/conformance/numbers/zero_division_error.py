groups = {"north": [120, 80, 95], "south": [60, 75], "east": []}
averages = {}
for region, sales in groups.items():
    print("region", region, "n =", len(sales))
    averages[region] = sum(sales) / len(sales)
    print("average", averages[region])
print(averages)
