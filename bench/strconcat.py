# Linear string building: appends with `s += t` and `s = s + t` in a
# function (10^6 each), at module level and for bytes (10^5 each: CPython
# resizes in place only for a function's local str, so those two are
# quadratic there and 10^6 would take minutes).
def build(n):
    s = ""
    for i in range(n):
        s += "ab"
    return s


def build_plus(n):
    s = ""
    for i in range(n):
        s = s + "ab"
    return s


def build_bytes(n):
    b = b""
    for i in range(n):
        b += b"x"
    return b


print(len(build(1000000)))
print(len(build_plus(1000000)))
print(len(build_bytes(100000)))

t = ""
for i in range(100000):
    t += "ab"
print(len(t))
