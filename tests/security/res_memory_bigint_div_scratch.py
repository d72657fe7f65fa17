# expect: memory
# args: --max-memory 64M
# Dividing a 200-Mbit int by a 100-Mbit one: the division's scratch space
# is counted before GMP runs it.
a = (1 << 100_000_000) - 1
c = a << 100_000_000
q = c // a
