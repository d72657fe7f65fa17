sentences = ["the cat sat", "a dog ran far", "hi"]
word_counts = [sum(1 for _ in s.split()) for s in sentences]
print(word_counts)
longest = {s: max(s.split(), key=len) for s in sentences}
print(longest)
vowels = [sum(c in "aeiou" for c in s) for s in sentences]
print(vowels)
caps = [" ".join(w.capitalize() for w in s.split()) for s in sentences]
print(caps)
print({n: [i for i in range(n) if n % (i + 1) == 0] for n in (6, 7, 12)})
