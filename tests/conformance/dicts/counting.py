text = "the quick brown fox jumps over the lazy dog the end"
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(top)
letters = {}
for ch in text.replace(" ", ""):
    if ch in letters:
        letters[ch] += 1
    else:
        letters[ch] = 1
most = max(letters, key=letters.get)
print(most, letters[most], len(letters))
