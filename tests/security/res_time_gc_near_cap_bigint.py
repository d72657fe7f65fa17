# expect: ok
# args: --max-memory 64M --max-instructions 100000000
# wall: 5
# stdout: 20000
# Big ints made with a large live heap under the cap: their digits move the
# account at once, and the collector must leave them room before it marks
# the whole heap again (before: a collection every few multiplications).
keep = [[i, str(i)] for i in range(200000)]
junk = [[i] * 4 for i in range(100000)]
junk = None
x = 10 ** 3000
n = 0
for i in range(20000):
    y = x * i + i
    n += 1
print(n)
