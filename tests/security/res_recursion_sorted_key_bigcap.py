# expect: error RecursionError | memory
# args: --max-recursion 10000000
# With a huge recursion cap the C stack guard must still stop native re-entry.
def f(n):
    return sorted([1, 2], key=lambda x: f(n + 1))
f(0)
