a < b
a <= b > c
a == b != c
a is b
a is not b
a in b
a not in b
1 < x < 10
x < y <= z == w != v > u >= t
not a
not not a
a and b
a or b
a and b or c and d
not a and b or not c
(a or b) and (c or d)
x if y else z
a and (b if c else d)
