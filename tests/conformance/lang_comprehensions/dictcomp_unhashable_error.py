rows = [["ann", 3], ["bob", 5], ["cy", 1]]
by_name = {r[0]: r[1] for r in rows}
print(by_name)
by_count = {count: name for name, count in rows}
print(by_count)
ranked = {i: r[0] for i, r in enumerate(sorted(rows, key=lambda r: -r[1]), 1)}
print(ranked)
# rows are lists, so they cannot be dict keys
by_row = {r: r[1] for r in rows}
print(by_row)
