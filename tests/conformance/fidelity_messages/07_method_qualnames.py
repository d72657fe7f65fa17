# Qualified names of methods of built-in types, as an agent inspecting
# callables or reading argument errors meets them.
funcs = [str.upper, list.append, dict.get, int.bit_length, bytes.hex, set.add]
for f in funcs:
    print(f.__name__, f.__qualname__)

words = ["a", "b"]
print([].append.__qualname__, "x".join.__qualname__)
print(words.append == words.append, words.append == [].append)
print(hash(words.append) == hash(words.append))
print(len({words.append, words.append, words.pop}))

def describe(fn):
    return f"{fn.__qualname__}()"

print(", ".join(describe(f) for f in (str.strip, list.sort, tuple.count)))

for call in (lambda: "abc".upper(1), lambda: [].pop(1, 2), lambda: {}.get(),
             lambda: str.upper(), lambda: (1).bit_length(2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

text = "Hello"
print(text.lower())
text.upper("x")
