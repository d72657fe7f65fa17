# complex() from numbers and strings.
print(complex(), complex(2), complex(2.5), complex(True), complex(1, 2), complex(1.5, -2), complex(3 + 4j))
print(complex(1 + 1j, 1j), complex(1j, 1), complex(real=1), complex(imag=2), complex(1, imag=3))
for s in ["1+2j", " 1.5-2.5J ", "(3+4j)", "-j", "+j", "j", "2j", "3", "-3.5", "1e3-1e-3j",
          "inf", "-infj", "nanj", "1_000+2_0j", "(  -1-1j  )", "\t7\n", ".5j", "5.j"]:
    print(repr(s), "->", complex(s))
for s in ["", "1+", "1 + 2j", "abc", "1j1", "(1+2j", "1+2jj", "1__0", "j+1", "0x10"]:
    try:
        print(complex(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for args in [("1", 2), (1, "2"), ([],), (1, None), (None,)]:
    try:
        print(complex(*args))
    except TypeError as e:
        print("TypeError:", e)
readings = "3+4j, -1-1j, 2j, 5".split(", ")
total = sum(complex(r) for r in readings)
print(total, abs(total))
