# A plain index that does not fit: IndexError "cannot fit 'int' ...".
BIG = 2**100
for seq in ("ab", [1], (1,), b"ab", bytearray(b"ab")):
    for i in (BIG, -BIG):
        try:
            seq[i]
        except IndexError as e:
            print(type(seq).__name__, "IndexError:", e)
for make in (lambda: [0] * 2**70, lambda: "a" * 2**70, lambda: (0,) * 2**70, lambda: b"a" * 2**70, lambda: 2**70 * [0]):
    try:
        make()
    except OverflowError as e:
        print("OverflowError:", e)
