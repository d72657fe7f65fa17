text = """The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs! Quick, quick, said the bird."""
import re
from collections import Counter
words = re.findall(r"[a-z']+", text.lower())
c = Counter(words)
print(c.most_common(3))
print(len(words), len(c))
for w, n in c.most_common()[:5]:
    print(f"{w:>8}: {'#' * n}")
print(c["cat"], c["the"])
c2 = Counter("mississippi")
print(c2)
print(c2 + Counter("miss"))
print(c2 - Counter("sss"))
print(sorted(c2.elements())[:6])
print(c2.total())
