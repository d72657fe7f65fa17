# Growing strings captured by closures, generators and nonlocal updates.
def make_logger():
    buf = "#" * 270

    def log(msg):
        nonlocal buf
        old = buf
        buf += msg + "\n"
        return old

    def get():
        return buf

    return log, get

log, get = make_logger()
olds = [log(f"line {i}") for i in range(4)]
print(len(get()), [len(o) for o in olds])
print(get().splitlines()[-1], olds[-1].splitlines()[-1])


def prefixes(n):
    s = "p" * 256
    for i in range(n):
        s += chr(ord("a") + i)
        yield s

got = list(prefixes(5))
print([g[-5:] for g in got], [len(g) for g in got])
gen = prefixes(3)
first = next(gen)
second = next(gen)
print(first[-3:], second[-3:], len(first), len(second))

funcs = []
acc = "f" * 300
for i in range(3):
    acc += str(i)
    funcs.append(lambda a=acc: a[-4:])
print([f() for f in funcs], acc[-4:])
