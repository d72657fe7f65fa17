from collections import Counter

text = """the quick brown fox jumps over the lazy dog the fox barks
and the dog sleeps while the quick fox runs"""
words = text.split()
counts = Counter(words)
print(counts.most_common(3))
print(counts['the'], counts['cat'])
print(len(counts), counts.total())
top = [w for w, n in counts.most_common() if n > 1]
print(top)
letters = Counter(c for c in text if c.isalpha())
print(letters.most_common(5))
print(sorted(letters.elements())[:12])
