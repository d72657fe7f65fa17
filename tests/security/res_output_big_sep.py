# expect: ok
# stdout-contains: truncated
print(*range(10), sep='x' * 10**6)
