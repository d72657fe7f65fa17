# expect: ok
# args: --gc-stress --max-instructions 100000000
# stdout: 1300 1700 2100 2300
# stdout: True True
# stdout: 600 -> 600 True
# Strings sharing one growable tail, collected one by one under GC stress:
# the survivors keep their values (a freed tail would read garbage).
def build():
    s = "a" * 300
    kept = []
    for i in range(2000):
        s += "b" if i % 2 else "c"
        if i % 400 == 199:
            kept.append(s)
    return s, kept

s, kept = build()
kept = kept[2:] + [s]
print(*[len(k) for k in kept[:4]])
print(all(k == s[: len(k)] for k in kept), s.count("a") == 300)
t = "q" * 300
u = t + t
v = u
u += "tail"
v += "other"
del u
print(len(v) - len("other"), "->", len(t) * 2, v.endswith("other"))
