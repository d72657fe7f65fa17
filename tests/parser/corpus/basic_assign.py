x = 1
y = z = 2
a, b = 1, 2
(c, d) = [3, 4]
[e, f] = (5, 6)
g, = [7]
h: int = 8
i: list[int]
obj.attr = 9
obj.attr: str = "s"
items[0] = 10
items[1:2] = [11]
(paren): float = 1.0
x += 1
y -= 2
total *= 3
v /= 4
w //= 5
m %= 6
p **= 7
q @= r
s &= 1
t |= 2
u ^= 3
k <<= 4
l >>= 5
