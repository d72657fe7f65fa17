# expect: ok | memory | budget
# stdout-excludes: SANDBOX
# A 41 MB result under a 64 MB cap: allowed, but GMP's scratch must stay near the cap.
x = 10**(10**8)
print(x.bit_length())
