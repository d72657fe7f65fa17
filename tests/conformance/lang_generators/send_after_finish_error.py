def two_steps():
    first = yield "need first"
    second = yield f"got {first}, need second"
    print("done with", first, second)


g = two_steps()
print(next(g))
print(g.send("A"))
try:
    g.send("B")
except StopIteration:
    print("generator finished")
g.send("C")
