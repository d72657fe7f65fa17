import re, string
from collections import Counter
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair."""
words = re.findall(r"[a-z']+", text.lower())
freq = Counter(words)
print(len(words), len(freq), freq.most_common(5))
sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
print(len(sentences), [len(s.split()) for s in sentences])
print(max(words, key=len), sorted({w for w in words if len(w) > 7}), sum(map(len, words)) / len(words))
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
lines = text.splitlines()
for i, line in enumerate(lines, 1):
    print(f"{i:>2}: {line[:40]:<40}|{len(line):>4} {line.count(','):>2}")
print(text.count("it was"), text.lower().count("it was"), text.find("wisdom"), text.title()[:30])
caps = re.findall(r"\b[A-Z]\w*", text); print(caps)
vowels = Counter(c for c in text.lower() if c in "aeiou"); print(sorted(vowels.items()))
letters = Counter(c for c in text.lower() if c in string.ascii_lowercase)
print("".join(c for c, _ in letters.most_common(5)), letters["z"], min(letters, key=letters.get))
def rle(s): return "".join(f"{len(m.group())}{m.group()[0]}" for m in re.finditer(r"(.)\1*", s))
print(rle("aaabccddddde"), rle(""), rle("abc"))
def is_pal(s):
    t = [c for c in s.lower() if c.isalnum()]
    return t == t[::-1]
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
acr = "".join(w[0].upper() for w in "portable network graphics".split()); print(acr)
print(" ".join(w[::-1] for w in "hello world foo".split()), "hello world"[::-1], "-".join(sorted(set("mississippi"))))
def caesar(s, k): return s.translate(str.maketrans(string.ascii_lowercase + string.ascii_uppercase, string.ascii_lowercase[k:] + string.ascii_lowercase[:k] + string.ascii_uppercase[k:] + string.ascii_uppercase[:k]))
print(caesar("Hello, World!", 3), caesar(caesar("Hello, World!", 3), 23))
anagrams = {}
for w in ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]:
    anagrams.setdefault("".join(sorted(w)), []).append(w)
print([g for g in anagrams.values() if len(g) > 1])
print(f"{'word':<12}{'count':>6}{'pct':>8}")
for w, c in freq.most_common(4): print(f"{w:<12}{c:>6}{c / len(words):>8.2%}")
