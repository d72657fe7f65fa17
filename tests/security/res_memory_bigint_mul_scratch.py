# expect: memory
# args: --max-memory 64M
# Multiplying two 100-Mbit ints needs GMP scratch space several times the
# operands: refused before GMP allocates it, so RSS stays within the cap.
a = (1 << 100_000_000) - 1
b = a - 2
c = a * b
