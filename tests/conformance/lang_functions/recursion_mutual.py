def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


for n in [0, 1, 10, 37, 100]:
    print(n, "even" if is_even(n) else "odd")

def hanoi(n, src, dst, via, moves):
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves

print(hanoi(3, "A", "C", "B", []))
print(len(hanoi(10, "A", "C", "B", [])))
