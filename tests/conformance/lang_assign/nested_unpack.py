record = ("order-7", ("Ann", "ann@x.org"), [("pen", 2), ("pad", 1)])
order_id, (customer, email), [(item1, qty1), (item2, qty2)] = record
print(order_id, customer, email)
print(item1, qty1, item2, qty2)
matrix = [[1, 2], [3, 4]]
(a, b), (c, d) = matrix
print(a * d - b * c)
((x, y), label) = ((5, 6), "point")
print(label, x, y)
data = {"pos": (1, (2, 3))}
px, (py, pz) = data["pos"]
print(px + py + pz)
