calls = []

def is_even(n):
    calls.append(n)
    return n % 2 == 0


def label(values):
    match values:
        case [a, b] if is_even(a) and is_even(b):
            return "both even"
        case [a, b] if is_even(a + b):
            return "even sum"
        case [a, *rest] if rest and a > max(rest):
            return "head is max"
        case _:
            return "plain"


for v in [[2, 4], [1, 3], [9, 1, 2], [1, 2], [5]]:
    print(v, label(v))
print("guard calls:", calls)
