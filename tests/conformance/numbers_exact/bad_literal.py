# An agent parsing a count that is written out in words.
counts = {"apples": "12", "pears": "7", "plums": "twelve"}
total = 0
for k, v in counts.items():
    total += int(v)
    print(k, total)
