# Integers in f-strings with the widths and zero padding agents use for
# ids, dates and tables, including negative numbers and the limits.
for v in [0, 7, -7, 42, -42, 123456, -123456]:
    print(f"[{v:03d}] [{v:5d}] [{v:05}] [{v:2}] [{v:0}] [{v:d}] [{v:00d}]")
print(f"{9223372036854775807:025d}|{-9223372036854775808:022d}")
print(f"{2**70:030d}|{-2**70:5d}")
print(f"{True:03d}|{False:2}|{True:d}")
print(f"{5:099d}")
print(f"{5:0100d}"[-3:], len(f"{5:0100d}"))
print(f"{5:+04d}|{5: 4d}|{5:>4}|{5:<04}|{1234567:012,d}|{1234567:_d}|{255:04x}")

class Id(int):
    def __format__(self, spec):
        return "Id(" + spec + ")"

print(f"{Id(3):04d}", f"{Id(3)}")
date = (2024, 3, 9)
print(f"{date[0]:04d}-{date[1]:02d}-{date[2]:02d}")
rows = [(1, 250), (12, -3), (123, 40000)]
for n, amount in rows:
    print(f"{n:4d} | {amount:8d} |")
print(f"{7:3d}"[-1])
print(f"{3:0d}d")
