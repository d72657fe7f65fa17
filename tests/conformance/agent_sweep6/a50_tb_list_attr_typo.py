from collections import Counter

words = "the cat sat on the mat the end".split()
counts = Counter(words)
top = counts.most_common(2)
print(top)
summary = {"unique": len(counts), "top": top}
summary["top"].sort(key=lambda kv: kv[0])
print(summary)
summary["top"].add(("dog", 1))
