sentence = "Never odd or even"
letters = [c.lower() for c in sentence if c.isalpha()]
print("".join(letters), letters == letters[::-1])
counts = {c: letters.count(c) for c in sorted(set(letters))}
print(counts)
words = sentence.split()
acronym = "".join([w[0].upper() for w in words])
print(acronym)
caesar = "".join([chr((ord(c) - 97 + 3) % 26 + 97) if c.isalpha() else c for c in sentence.lower()])
print(caesar)
print([w for w in words if len(w) == 3])
