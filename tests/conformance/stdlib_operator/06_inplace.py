# In-place operator functions on mutable and immutable values.
import operator as op

cart = [1, 2]
same = op.iadd(cart, [3])
print(cart, same is cart)
total = 10
total = op.iadd(total, 5)
total = op.imul(total, 2)
total = op.isub(total, 1)
print(total, op.itruediv(9, 2), op.ifloordiv(9, 2), op.imod(9, 4), op.ipow(2, 8))
print(op.ilshift(1, 4), op.irshift(64, 2), op.iand(12, 10), op.ior(12, 10), op.ixor(12, 10))
s = {1, 2}
print(op.ior(s, {3}), s, op.iand({1, 2, 3}, {2, 3, 4}), op.ixor({1, 2}, {2, 5}), op.isub({1, 2}, {1}))
words = ["a"]
print(op.iconcat(words, ["b"]), words)
text = "ab"
print(op.iconcat(text, "cd"), text)
