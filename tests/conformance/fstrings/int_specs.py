n = 255
print(f"{n:d} {n:5d}|{n:<5d}|{n:^7d}|{n:05d}")
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:#b}")
print(f"{1234567:,} {-1234567:,} {1234567:_}")
print(f"{-42:05d} {42:+d} {-42:+d}")
print(f"{n:08b} {7:03}")
print(f"{2 ** 70:,}")
print(f"{5:.2f} {5:%}")
print(f"{True:d} {n:>{8}}")
