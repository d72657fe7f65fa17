# expect: memory | budget
x = dict.fromkeys(range(10**8))
