def parse_ints(tokens):
    for tok in tokens:
        print("  parsing", repr(tok))
        yield int(tok)


tokens = ["4", "8", "15", "sixteen", "23"]
total = 0
for n in parse_ints(tokens):
    total += n
    print("total", total)
print("final", total)
