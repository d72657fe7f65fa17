# expect: memory | budget
x = sorted(range(10**8))
