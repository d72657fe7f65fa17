def words(text):
    for w in text.split():
        yield w.strip(".,").lower()


text = "The cat saw the dog. The dog ran."
print(sorted(set(words(text))))
print(dict(zip(words("a b c"), range(3))))
print(list(enumerate(words("x y"), start=1)))
print(max(words(text), key=len), min(words(text)))
print("dog" in words(text), "bird" in words(text))
a, b, *rest = words("one two three four")
print(a, b, rest)
print(" ".join(reversed(list(words("first second third")))))
print([w for w in words(text) if w.startswith("d")])
print(tuple(map(len, words("hi there"))), len(list(words(text))))
