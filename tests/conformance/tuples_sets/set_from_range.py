multiples_of_2 = set(range(0, 10, 2))
multiples_of_3 = set(range(0, 10, 3))
print(multiples_of_2, multiples_of_3)
print(multiples_of_2 & multiples_of_3, multiples_of_2 | multiples_of_3)
digits = set()
for ch in "2024-06-15":
    if ch.isdigit():
        digits.add(int(ch))
print(digits, len(digits), sum(digits))
print(max(digits), min(digits), sorted(digits, reverse=True))
print({0} | set(), set() & {1})
