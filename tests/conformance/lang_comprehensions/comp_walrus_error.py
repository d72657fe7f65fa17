raw = ["3", "14", "x", "15"]
parsed = [n for r in raw if r.isdigit() and (n := int(r)) > 5]
print(parsed, "last n:", n)
lengths = [k for r in raw if (k := len(r)) > 1]
print(lengths, k)
flags = {r: big for r in raw if (big := r.isdigit() and int(r) > 10) or r == "x"}
print(flags, big)
if (count := len([r for r in raw if r.isdigit()])) > 2:
    print("mostly numeric:", count)
# int("x") fails inside the walrus
halves = [h for r in raw if (h := int(r) / 2) > 1]
print(halves)
