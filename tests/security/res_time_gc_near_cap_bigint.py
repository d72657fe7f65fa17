# expect: ok
# args: --max-memory 64M --max-instructions 100000000
# wall: 5
# stdout: 20000
# Big ints made with a large live heap under the cap, after garbage left a
# pool of empty pages: their digits move the account at once, and the
# collector must leave them room before it marks the whole heap again
# (before: a collection every few multiplications, past the deadline).
keep = [[i, str(i)] for i in range(100000)]
for i in range(400000):
    t = [i] * 4
x = 10 ** 3000
n = 0
for i in range(20000):
    y = x * i + i
    n += 1
print(n)
