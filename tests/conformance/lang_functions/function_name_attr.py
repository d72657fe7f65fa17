def parse_csv_line(line):
    return line.split(",")


def normalize(text):
    return text.strip().lower()


steps = [normalize, parse_csv_line, len]
value = "  A,B,C  "
for step in steps:
    value = step(value)
    print(f"{step.__name__:>15}: {value!r}")

anon = lambda x: x
print(anon.__name__)
def outer():
    def inner():
        pass
    return inner
print(outer().__name__, outer.__name__)
print(sorted(f.__name__ for f in [normalize, outer, parse_csv_line]))
