defaults = {"timeout": 30, "retries": 3}
extra = {"verbose": True}
print({**defaults, **extra})
lists = [[1, 2], [3]]
print([*lists[0], *lists[1]])
combined = {*lists[0], *lists[1], *"ab"}
print(len(combined))
options = ["fast", "safe"]
print([*options, *defaults])
print({**defaults, **options})
