class Temp:
    def __init__(self, c):
        self.c = c

    def __format__(self, spec):
        unit = spec[-1] if spec and spec[-1] in "CF" else "C"
        num_spec = spec[:-1] if spec and spec[-1] in "CF" else spec
        value = self.c if unit == "C" else self.c * 9 / 5 + 32
        return f"{value:{num_spec or '.1f'}}°{unit}"


t = Temp(21.456)
print(f"{t} | {t:F} | {t:.0fC} | {t:>8.2fF}")
print("{0} and {0:F}".format(t))
print(format(t, ".3f"))
w = 10
print(f"{t:>{w}.1fC}|")
