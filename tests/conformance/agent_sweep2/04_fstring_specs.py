vals = [3.14159, -2.5, 1234567.891, 0.000123, 1e21, 42]
for v in vals:
    print(f"{v:10.3f}|{v:<12.2e}|{v:^+12,.1f}|{v:g}")
n = 255
print(f"{n:b} {n:o} {n:x} {n:X} {n:#x} {n:#010b} {n:_b}")
print(f"{1234567:,} {1234567:_} {0.5:%} {0.125:.1%}")
print(f"{'left':<10}|{'right':>10}|{'mid':*^11}|")
name, score = "alice", 93.456
print(f"{name!r:>10} {name.title():~<9} {score=:.1f}")
print(f"{-0.0:+.2f} {float('inf'):8.2f} {float('nan'):>6}")
print(f"{12:=+6d} {-12:=6d} {12:06d} {-3.5:08.2f}")
print(format(1e-7, ".3g"), format(123456789.0, ".3g"), format(0.0001, "g"))
print(f"{'abc':.2s}|{3:3}|{'x':3}|")
