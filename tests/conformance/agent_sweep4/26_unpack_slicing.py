first, *middle, last = range(6)
print(first, middle, last)
*init, tail = "abc"; print(init, tail)
a, (b, c), *d = 1, (2, 3), 4, 5; print(a, b, c, d)
head, *_ = [9]; print(head, _)
x = [1, 2, 3]; y = {"k": 1}
print([*x, *"ab", *range(2)], {**y, "z": 2, **{"k": 5}}, (*x,), {*x, *x})
def f(a, b, c=0, *args, d, **kw): return (a, b, c, args, d, kw)
print(f(*[1, 2], d=3), f(1, *(2, 3, 4), d=5, **{"e": 6}), f(**{"a": 1, "b": 2, "d": 0}))
s = "abcdefghij"
print(s[::2], s[::-1], s[-3:], s[:-3], s[2:8:3], s[8:2:-2], s[100:], s[-100:3], s[5:2], s[::-3], s[-1:-4:-1])
L = list(range(10))
print(L[1:9:2], L[::-4], L[-2::-3], L[3:3], L[:0], L[slice(2, 5)], L[slice(None, None, -5)])
L[2:5] = ["a"]; print(L)
L[::3] = [0] * len(L[::3]); print(L)
del L[::2]; print(L)
L[1:1] = [7, 8]; print(L)
L[-1:] = []; print(L)
try:
    L[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
print(slice(1, 10, 2).indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10), repr(slice(1, 2)))
t = (1, 2, 3, 4)
print(t[1:3], t[::-1], t[-1], (1,) * 3, t + (5,), t.count(2), t.index(3), t[:10], t[3:1])
b = b"hello"
print(b[1:3], b[0], b[::-1], b[-1:], bytearray(b)[1:2])
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[1] for row in m], [r[::-1] for r in m[::-1]], [m[i][i] for i in range(3)], list(zip(*m))[::-1])
a, b = b, a = 1, 2
print(a, b)
i, j = 0, 1; i, j = j, i; print(i, j)
nums = [5, 3, 8]; nums[0], nums[2] = nums[2], nums[0]; print(nums)
for idx, (k, v) in enumerate(sorted({"b": 2, "a": 1}.items())): print(idx, k, v)
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    p, q, r = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    p, *q, r = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    p, q = 5
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, d=1, a=3)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, d=1)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    f(*5)
except TypeError as e:
    print("TypeError:", e)
try:
    f(**[1])
except TypeError as e:
    print("TypeError:", e)
try:
    {**[1]}
except TypeError as e:
    print("TypeError:", e)
print("".join(map(str, range(5)))[1:-1], "hello"[1:4][::-1], list("abc")[::-1][0], "x"[5:], [][::-1])
