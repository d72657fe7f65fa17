# popitem() takes from the end; mixed with inserts and deletes.
d = {"a": 1, "b": 2, "c": 3}
print(d.popitem(), d)
d["z"] = 26
print(d.popitem(), d.popitem(), d)
d.update(x=1, y=2)
del d["a"]
print(d, d.popitem(), d)

stack = {}
for i in range(200):
    stack[i] = str(i)
    if i % 3 == 2:
        stack.popitem()
print(len(stack), list(stack)[:6], list(stack)[-4:])
while len(stack) > 3:
    k, v = stack.popitem()
print(stack, k, v)

pool = {"w%d" % i: i for i in range(40)}
for i in range(0, 40, 4):
    del pool["w%d" % i]
taken = [pool.popitem() for _ in range(5)]
print(taken)
for i in range(10):
    pool["n%d" % i] = i
print(len(pool), list(pool)[-12:])
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
