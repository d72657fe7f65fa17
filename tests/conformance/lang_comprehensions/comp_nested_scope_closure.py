def make_table(rows, cols, fill):
    return [[fill(r, c) for c in range(cols)] for r in range(rows)]


print(make_table(2, 3, lambda r, c: r * 10 + c))
def filtered(words, min_len):
    return {w[0]: [x for x in words if x[0] == w[0] and len(x) >= min_len] for w in words}
print(filtered(["apple", "ant", "bee", "banana", "cat"], 4))
def counter_table(text):
    letters = sorted({c for c in text if c.isalpha()})
    return {c: sum(1 for x in text if x == c) for c in letters}
print(counter_table("mississippi"))
