# Map each group to its members' lengths; one group is a number.
groups = {"a": ["x", "yy"], "b": 3}
print(sorted(groups))
lengths = {k: [len(m) for m in v] for k, v in groups.items()}
print(lengths)
