# Builtins that user code rebinds, passes around, or calls through methods.
words = ["alpha", "be", "gamma"]
print(len(words), [len(w) for w in words])

len = lambda x: 42
print(len(words), len("abc"))
del len
print(len(words))


def count(items):
    len = sum
    return len(items)


print(count([1, 2, 3]), len([1, 2, 3]))

_real_max = max


def max(*args, **kwargs):
    return ("mine", _real_max(*args, **kwargs))


print(max(1, 2), min(1, 2))
del max
print(max(1, 2))

isinstance = lambda obj, cls: "patched"
print(isinstance(1, int))
del isinstance
print(isinstance(1, int), isinstance(True, int), isinstance(1.5, (int, float)))

# Builtins as values.
measure = len
fns = [len, abs, str, repr, bool]
print(measure("hello"), [f(-3) if f is abs else f(["x"]) for f in fns])
print(list(map(len, words)), sorted(words, key=len), max(words, key=len))
table = {"n": len, "a": abs}
print(table["n"]([1, 2]), table["a"](-2.5))

# Bound methods kept in variables.
out = []
push = out.append
for i in range(4):
    push(i * i)
counts = {"a": 1}
get = counts.get
print(out, get("a"), get("b"), get("b", 0))
up = "shout".upper
pad = "7".rjust
print(up(), pad(3), pad(3, "0"))

# Unbound methods called through the type.
print(str.upper("abc"), list.append(out, 99), out[-1], dict.get(counts, "a"), dict.get(counts, "z", -1))
try:
    str.upper(5)
except TypeError as e:
    print("TypeError:", e)
try:
    list.append((), 1)
except TypeError as e:
    print("TypeError:", e)
