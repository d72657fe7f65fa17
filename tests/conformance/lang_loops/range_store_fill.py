# Loops that store into a list at each index of a range: sieves, table fills.
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    i = 2
    while i * i <= limit:
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
        i += 1
    return [n for n in range(limit + 1) if is_prime[n]]


print(sieve(100))
print(len(sieve(10000)), sieve(10000)[-3:])


def fill(n):
    table = [None] * n
    for k in range(n):
        table[k] = 0
    for k in range(0, n, 3):
        table[k] = "x"
    for k in range(n - 1, -1, -4):
        table[k] = 2.5
    for k in range(-n, 0, 5):
        table[k] = True
    return table


print(fill(20))


def own_index(n):
    out = [0] * n
    for j in range(n):
        out[j] = j
    print(out, j)
    for j in range(1, n, 2):
        out[j] = -1
    print(out, j)
    for j in range(0):
        out[j] = 99
    print(out, j)
    return out


own_index(9)


def from_cell(n):
    marks = [""] * n
    label = "on"

    def show():
        return "".join(m[:1] or "." for m in marks) + " " + label

    for j in range(2, n, 3):
        marks[j] = label
    print(show())
    big = 10 ** 30
    for j in range(n - 1, 0, -2):
        marks[j] = big
    print(marks[-3:], marks[1])


from_cell(12)

# A loop over a huge range stops with IndexError where the list ends.
def overflow(n):
    vals = [1] * n
    try:
        for j in range(n - 2, 10 ** 18):
            vals[j] = 7
    except IndexError as e:
        print("IndexError:", e, j)
    try:
        for j in range(-2, -n - 5, -1):
            vals[j] = 8
    except IndexError as e:
        print("IndexError:", e, j)
    return vals


print(overflow(6))

# Steps that wrap the range's arithmetic.
def wide():
    w = [0] * 4
    for j in range(0, 2 ** 62, 2 ** 61):
        w[j % 4] = j
    print(w)
    lst = [0] * 3
    try:
        for j in range(2 ** 62, 2 ** 63 - 1, 2 ** 61):
            lst[j] = 1
    except IndexError as e:
        print("IndexError:", e)


wide()
