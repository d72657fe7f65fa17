if (match := pattern.search(text)) is not None:
    print(match.group(0))

while (chunk := f.read(1024)):
    process(chunk)

results = [y for x in data if (y := transform(x))]
print(total := 10)
foo(x := 3, cat='vector')
values = {(key := "k"): 1}
value = (n := 5) * 2
data = [n := 1, n + 1]
z = x[(i := 0)]
z2 = x[i := 0]
assert (res := compute()), res
