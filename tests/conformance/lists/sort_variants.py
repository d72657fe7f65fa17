nums = [5, 2, 9, 1, 5, 6, -3]
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
words = ["banana", "Apple", "cherry", "date", "Elderberry", "fig"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: (len(w), w)))
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(sorted(pairs))
print(sorted(pairs, key=lambda p: p[1]))
print(sorted("hello"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}))
print(words)
