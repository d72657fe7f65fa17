import pprint

numbers = list(range(40))
pprint.pprint(numbers)
pprint.pprint(numbers, compact=True)
pprint.pprint(numbers, width=30, compact=True)
matrix = [[i * 10 + j for j in range(8)] for i in range(6)]
pprint.pprint(matrix, width=40)
pprint.pprint(matrix, width=40, compact=True)
pprint.pprint(tuple(range(30)))
pprint.pprint(("only-one-element-in-this-tuple-to-make-it-long-enough-for-wrapping-xx",))
pprint.pprint(set(range(25, 0, -1)))
pprint.pprint(frozenset(["pear", "apple", "fig", "banana", "cherry", "kiwi", "mango", "grape"]), width=30)
pprint.pprint([set(), frozenset(), (), [], {}])
records = [{"id": i, "name": f"user{i}", "tags": ["x"] * i} for i in range(4)]
pprint.pprint(records)
pprint.pprint(records, width=50, indent=2)
