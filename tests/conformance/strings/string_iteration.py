s = "banana"
for i, ch in enumerate(s):
    print(i, ch)
counts = {}
for ch in s:
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(list(s), tuple("ab"), sorted(s))
print(list(reversed(s)))
first_repeat = None
seen = ""
for ch in "abcdecf":
    if ch in seen:
        first_repeat = ch
        break
    seen += ch
print(first_repeat, seen)
