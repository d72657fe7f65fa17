stock = {"apple": 3, "pear": 0, "fig": 12, "kiwi": 0}
for name in [k for k, v in stock.items() if v == 0]:
    del stock[name]
print(stock)
queue = ["a", "b", "c", "d", "e"]
del queue[0]
del queue[-1]
print(queue)
matrix = [[1, 2, 3], [4, 5, 6]]
del matrix[0][1]
del matrix[1]
print(matrix)
config = {"db": {"host": "x", "pass": "secret"}}
del config["db"]["pass"]
print(config)
