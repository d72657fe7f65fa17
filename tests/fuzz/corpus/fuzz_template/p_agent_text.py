import re
import textwrap

text = """The quick brown fox jumps over the lazy dog.
The dog sleeps. The fox runs away!"""

words = re.findall(r"\b\w+\b", text.lower())
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(top)

sentences = [s.strip() for s in re.split(r"[.!?]", text) if s.strip()]
print(len(sentences), "sentences")
wrapped = textwrap.fill(text, width=30)
print(wrapped)
title = " ".join(w.capitalize() for w in "hello world again".split())
reversed_words = " ".join(reversed(title.split()))
vowels = sum(1 for ch in text if ch in "aeiouAEIOU")
print(f"{vowels=}")
cleaned = re.sub(r"\s+", " ", text).strip()
pattern = re.compile(r"(?P<word>fox|dog)", re.IGNORECASE)
for m in pattern.finditer(text):
    print(m.start(), m.group("word"))
