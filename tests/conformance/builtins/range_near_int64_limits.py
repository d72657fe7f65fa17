# Ranges whose bounds sit near the ends of the 64-bit integers.
r = range(0, 10**18, 10**17)
print(list(r[::3]), r[::-4], 10**17 * 9 in r, 10**17 * 9 + 1 in r, r.index(10**17 * 4))
big = range(2**62, 2**63 - 1, 2**62)
print(list(big), len(big), 2**62 in big, big[-1], list(reversed(big)))
neg = range(-2**63, -2**63 + 10, 3)
print(list(neg), neg[1:], -2**63 + 9 in neg, neg.index(-2**63 + 6))
for x in range(2**63 - 3, 2**63 - 1):
    print(x)
print([x for x in range(-2**63 + 2, -2**63, -1)], range(10)[8:2:-3], range(5, 50, 7)[-2:1:-2], range(3)[10:20])
