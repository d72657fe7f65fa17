import re
from collections import Counter
text = """The quick brown fox jumps over the lazy dog. The dog, surprisingly, did not react!
Foxes are quick; dogs are lazy? Not always -- some dogs are very quick indeed."""
words = re.findall(r"[a-z']+", text.lower())
print(len(words), len(set(words)))
c = Counter(words)
print(c.most_common(5))
sentences = [s.strip() for s in re.split(r'(?<=[.!?])\s+', text) if s.strip()]
for i, s in enumerate(sentences, 1):
    print(i, len(s.split()), s[:30].ljust(30, '.'), s.endswith('?'))
print(text.count('quick'), text.find('lazy'), text.rfind('lazy'), text.index('dog'))
print(' '.join(w.capitalize() for w in words[:6]))
print(text.splitlines()[1].title())
print(max(words, key=len), min(words, key=lambda w: (len(w), w)))
avg = sum(map(len, words)) / len(words)
print(f"avg word length: {avg:.3f}")
print(re.sub(r'\s+', ' ', text)[:60] + '...')
print(text.swapcase()[:20], text.casefold()[:10])
