text = "Café crème, señor! Ça va? Ünïcödé ÜBER alles — déjà vu."
counts = {}
for ch in text.lower():
    if ch.isalpha():
        counts[ch] = counts.get(ch, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print(top[:8])
accented = [c for c in counts if ord(c) > 127]
print(sorted(accented), len(accented))
words = [w.strip(",.!?—") for w in text.split()]
words = [w for w in words if w]
print(words)
print(max(words, key=len), sorted(words, key=lambda w: (len(w), w))[:3])
print(text.count("é"), text.count("É"), text.lower().count("é"), text.title())
