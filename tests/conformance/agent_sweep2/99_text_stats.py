text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""
import re, string
from collections import Counter
sentences = [s.strip() for s in re.split(r"[.!?]", text) if s.strip()]
words = [w.strip(string.punctuation).lower() for w in text.split()]
print(len(sentences), len(words), len(set(words)))
print(Counter(words).most_common(4))
lengths = Counter(len(w) for w in words)
for n in sorted(lengths):
    print(f"{n:2d} {'*' * lengths[n]}")
longest = max(words, key=len)
print(longest, len(longest), words.index(longest))
caps = re.findall(r"\b[A-Z][a-z]+", text)
print(caps, text.count("it was"), text.lower().count("it was"))
print(" ".join(w.capitalize() for w in words[:6]), "|", text[:20].swapcase())
avg = sum(map(len, words)) / len(words)
print(f"average word length {avg:.3f}")
