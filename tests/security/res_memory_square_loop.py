# expect: memory | budget
# Squaring a 4 MB integer until the cap: GMP sizes are checked before the work.
x = 10**(10**7)
while True:
    x = x * x
