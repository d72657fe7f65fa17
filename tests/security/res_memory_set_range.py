# expect: memory | budget
x = set(range(10**8))
