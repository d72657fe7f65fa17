# Tally word counts into a plain dict (no defaultdict).
text = "the cat and the hat"
counts = {}
for w in text.split()[:1]:
    counts[w] = 1
print(counts)
for w in text.split():
    counts[w] += 1
