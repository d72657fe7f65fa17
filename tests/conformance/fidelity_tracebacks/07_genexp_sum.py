# Sum the lengths of the words; a number slipped into the list.
words = ["alpha", "beta", 42, "delta"]
print("first two:", len(words[0]) + len(words[1]))
total = sum(len(w) for w in words)
print("total:", total)
