raw = ["  apple ", "", " banana", "   ", "cherry  "]
cleaned = [s for r in raw if (s := r.strip())]
print(cleaned)
print("last stripped value:", repr(s))
data = [3, 8, 1, 9, 4]
running = 0
prefix = [running := running + d for d in data]
print(prefix, running)
def score(word):
    return sum(ord(c) - 96 for c in word)
good = [(w, v) for w in ["abc", "zz", "hello"] if (v := score(w)) > 10]
print(good)
