def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range")
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = []
    for v, s in table:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total
for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
    r = to_roman(n)
    print(n, r, from_roman(r) == n)
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    s = ""
    neg = n < 0
    n = abs(n)
    while n:
        n, r = divmod(n, b)
        s = digits[r] + s
    return "-" * neg + s
print([to_base(255, b) for b in (2, 8, 16, 36)], int(to_base(-12345, 7), 7), to_base(0, 3))
print(from_roman("MMXZ"))
