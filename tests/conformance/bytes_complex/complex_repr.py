# repr/str of complex numbers follows the float repr of each part.
values = [0j, -0j, 1j, -1j, 2 + 3j, 2.5 - 0.5j, 1e16j, 1e15j, 1.5e-7j, complex(1e22, 1e-5),
          complex(-0.0, 1), complex(0.0, -0.0), complex(-0.0, -0.0), complex(1, 0), complex(-2, 0),
          0.1 + 0.2j, 1 / 3 + 2j / 3, complex(123456789, 987654321), complex(float("inf"), 1),
          complex(1, float("-inf")), complex(float("nan"), 2), complex(0, float("nan"))]
for v in values:
    print(repr(v), str(v))
print([1 + 1j, 2j], (3j,), {"z": -1j}, f"{2 + 2j}", "%s" % (1 - 1j), format(1 + 2j), format(1 + 2j, ""))
print(type(1j).__name__, type(1j * 1j).__name__, isinstance(1j, complex))
