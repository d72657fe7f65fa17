# Loops over tuples and strings: counting characters, walking records.
text = "the quick brown fox jumps over the lazy dog"
counts = {}
for ch in text:
    if ch != " ":
        counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items())[:6], len(counts))
vowels = 0
for ch in text.upper():
    if ch in "AEIOU":
        vowels += 1
print(vowels)
accented = "naïve café ☕ über"
print([c for c in accented], "".join(c for c in accented if c.isalpha()))
mixed = "ab" + "é" + "cd"
out = []
for c in mixed:
    out.append(c)
print(out, [c for c in ""], [c for c in "x"])
record = ("id", 42, 3.5, None, ("nested", 1))
for field in record:
    print(type(field).__name__, field)
total = 0
for v in (1, 2, 3) * 3:
    total += v
print(total, [x for x in ()])


class Word(str):
    pass


print([c for c in Word("hey")], list(iter(Word("yo"))))
it = iter("abc")
print(next(it), [c for c in it], list(it))
t_it = iter((1, 2, 3))
next(t_it)
for rest in t_it:
    print("rest", rest)
ctrl = "a\x00\x7f\tb"
print([c for c in ctrl], [ord(c) for c in ctrl])
s = "hello"
for c in s:
    s = s + c
print(s)
