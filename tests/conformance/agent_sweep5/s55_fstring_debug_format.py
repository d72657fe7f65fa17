x = 3.14159
name = "pi"
items = [1, 2]
print(f"{x=}", f"{x = :.2f}", f"{name!r:>8}", f"{items=}", f"{x*2=:.1f}", f"{'nested ' + name}", f"{{literal}}")
print(f"{len(items)=}", f"{items[0]=}", f"{ x = }", f"{name=!s}", f"{3+4j=}")
print("{0} {1} {0}".format("a", "b"))
for fmt, args in [("{} {1}", (1, 2)), ("{0} {}", (1, 2)), ("{", ()), ("}", ()), ("{:d}", ("x",)), ("{:.2f}", ("x",)), ("{x}", ()), ("{0}", ()), ("{:q}", (1,)), ("{!z}", (1,)), ("{0[1]}", ([1],)), ("{0.foo}", (1,)), ("{:,s}", ("a",)), ("{:=}", ("a",))]:
    try:
        print(repr(fmt.format(*args)))
    except Exception as e:
        print(type(e).__name__, e)
print((255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (7).bit_length(), (255).bit_count(), (-5).to_bytes(1, "big", signed=True))
print(complex(1, 2) * (3 - 1j), abs(3 + 4j), (1 + 2j).conjugate(), complex("1+2j"), (1j) ** 2, f"{1+2j:.1f}")
print(sorted([(1, None), (0, 2)]))
try:
    sorted([(1, None), (1, 2)])
except TypeError as e:
    print(e)
print(int.__name__, (3).real, (3.5).is_integer(), (0.1).as_integer_ratio(), float.fromhex("0x1.8p1"), (1.5).hex())
