if x:
    a()
elif y:
    b()
elif z:
    c()
else:
    d()

if a: b()
if a: b(); c()
else: d()

while True:
    if done:
        break
    if skip:
        continue
    step()
else:
    finished()

for i in range(10):
    print(i)
else:
    print("done")

for key, value in d.items():
    pass

for (a, b), c in items:
    pass

for x, in singles:
    pass

for *init, last in rows:
    pass

for obj.attr in values:
    pass

for arr[0] in values:
    pass

while (line := read()) is not None:
    process(line)

for i in 1, 2, 3:
    pass

for i in *a, *b:
    pass

if (n := len(data)) > 10:
    print(f"too long ({n} elements)")
