import stat


class Mode:
    def __index__(self):
        return 0o755


class MyInt(int):
    pass


for value in ["0o755", 1.5, None, -1, -2**70, 2**32, 2**64 - 1, 2**64, Mode(), MyInt(0o40755), True, 2**32 - 1]:
    for f in (stat.S_ISDIR, stat.S_IMODE, stat.filemode):
        try:
            print(f.__name__, repr(f(value)))
        except (TypeError, OverflowError) as e:
            print(f.__name__, type(e).__name__, e)
for call in (lambda: stat.S_ISDIR(), lambda: stat.filemode(1, 2), lambda: stat.S_ISREG(mode=1),
             lambda: stat.S_IFMT()):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
