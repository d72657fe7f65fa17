# Comprehensions that keep the indices whose entry in a list is true.
def primes_upto(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
    return [n for n in range(limit + 1) if is_prime[n]]


print(primes_upto(50), len(primes_upto(20000)))

flags = [1, 0, 2, None, True, False, -1, 0, 3]
print([k for k in range(len(flags)) if flags[k]])
print([k for k in range(len(flags)) if not flags[k]])
print([k for k in range(-1, -len(flags) - 1, -2) if flags[k]])
print([k for k in range(0, len(flags), 4) if flags[k]])
mixed = [1, 0, "", "x", [], [0], 0.0, 2.5, True]
print([k for k in range(len(mixed)) if mixed[k]])
print([k for k in range(len(mixed)) if not mixed[k]])


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        print("bool", self.on)
        return self.on


objs = [True, Flag(False), 1, Flag(True), 0]
print([k for k in range(5) if objs[k]])
try:
    print([k for k in range(12) if flags[k]])
except IndexError as e:
    print("IndexError:", e)
big = [k % 3 == 0 for k in range(3000)]
kept = [k for k in range(3000) if big[k]]
print(len(kept), kept[:5], kept[-3:])
empty = [k for k in range(0) if big[k]]
print(empty)

mask = [True, False] * 50
top_level = [k for k in range(100) if mask[k]]
print(len(top_level), top_level[-1])


class Picky(list):
    def __getitem__(self, i):
        return i % 4 == 0


print([k for k in range(10) if Picky([0] * 10)[k]])


def shadow(n):
    out = [0] * n
    seen = [False] * n
    for j in range(0, n, 3):
        seen[j] = True
    picked = [j for j in range(n) if seen[j]]
    for j in picked:
        out[j] = j * j
    return picked, out


print(shadow(10))
