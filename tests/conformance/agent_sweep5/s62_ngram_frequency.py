# Word frequency with stopwords, n-grams and a text histogram.
import re
from collections import Counter
doc = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
stop = {"it", "was", "the", "of"}
tokens = re.findall(r"\w+", doc.lower())
content = [t for t in tokens if t not in stop]
freq = Counter(content)
for word, n in freq.most_common(4):
    print(f"{word:<12}{'#' * n} {n}")
bigrams = Counter(zip(tokens, tokens[1:]))
print(bigrams.most_common(3))
trigrams = [" ".join(tokens[i:i + 3]) for i in range(len(tokens) - 2)]
print(Counter(trigrams).most_common(2))
print(len(tokens), len(set(tokens)), round(len(set(tokens)) / len(tokens), 3))
print(sorted(freq, key=lambda w: (-freq[w], w))[:5])
