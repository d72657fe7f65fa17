# An index past the end of the list stops a fill loop with IndexError.
def mark(n, upto):
    seen = [False] * n
    for j in range(0, upto, 2):
        seen[j] = True
    return seen


print(mark(10, 10))
print(mark(10, 11))
print(mark(10, 12))
