# Sequence utilities: contains, countOf, indexOf, getitem/setitem/delitem, length_hint.
import operator as op

stock = ["apple", "pear", "apple", "fig"]
print(op.contains(stock, "pear"), op.countOf(stock, "apple"), op.indexOf(stock, "fig"))
op.setitem(stock, 1, "plum")
op.delitem(stock, 0)
print(stock, op.getitem(stock, -1), op.getitem(stock, slice(0, 2)))
prices = {"apple": 1.2}
op.setitem(prices, "fig", 3.5)
print(prices, op.getitem(prices, "fig"))
op.delitem(prices, "apple")
print(prices)
print(op.length_hint([1, 2, 3]), op.length_hint(iter(range(10))), op.length_hint(x for x in []), op.length_hint(5, 99))
try:
    op.indexOf(stock, "kiwi")
except ValueError as e:
    print("ValueError", e)
