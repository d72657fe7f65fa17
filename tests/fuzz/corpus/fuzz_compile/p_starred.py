a, *b = items
*a, b = items
a, *b, c = items
[a, *b] = items
(a, *b) = items
first, *_ = items
*init, = items
print(*args)
print(*args, *more)
f(*a, b, *c, d=1, **e, **f)
x = [*a, *b]
y = (*a, *b)
z = {*a, *b}
w = {**a, 'k': 1, **b}
t = *a, *b
t2 = *a,
for a, *b in items:
    pass
def f(*, a):
    return [*range(3)]
