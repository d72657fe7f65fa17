def read_lines(text):
    for line in text.splitlines():
        yield line
def parse(lines):
    for line in lines:
        if not line or line.startswith("#"):
            continue
        k, _, v = line.partition("=")
        yield k.strip(), v.strip()
def typed(pairs):
    for k, v in pairs:
        if v.isdigit():
            v = int(v)
        elif v.lower() in ("true", "false"):
            v = v.lower() == "true"
        yield k, v
cfg = """# settings
name = demo
workers = 4

debug = True
ratio = 0.5"""
print(dict(typed(parse(read_lines(cfg)))))
def countdown(n):
    while n > 0:
        received = yield n
        n = n - 1 if received is None else received
g = countdown(5)
print(next(g), next(g), g.send(2), next(g))
try:
    next(g)
except StopIteration:
    print("done")
gen = (x * x for x in range(5))
print(sum(gen), sum(gen), list(gen))
def chain_all(*its):
    for it in its:
        yield from it
print(list(chain_all([1, 2], "ab", range(2))))
