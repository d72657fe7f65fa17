# expect: error RecursionError
# Python -> sorted (native) -> key (Python) -> sorted ...: native re-entry depth.
def f(n):
    return sorted([1, 2], key=lambda x: f(n + 1))
f(0)
