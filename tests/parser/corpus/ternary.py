a = b if c else d
x = 1 if cond else 2 if other else 3
y = (1 if a else 2) if b else 3
z = [x if x > 0 else 0 for x in nums]
w = f(a if b else c)
v = lambda: a if b else c
u = a or b if c and d else not e
t = (yield) if False else 1
