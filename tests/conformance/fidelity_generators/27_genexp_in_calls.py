# Generator expressions as sole call arguments, with sum/min/dict/set/str.join.
scores = {"ann": [90, 85, 77], "bob": [60, 72], "cy": []}
print(sum(len(v) for v in scores.values()))
print(dict((k, sum(v) / len(v)) for k, v in scores.items() if v))
print(min((sum(v), k) for k, v in scores.items()))
print(set(x // 10 for v in scores.values() for x in v))
print("|".join(str(x) for x in range(5)))
print(sorted((len(v), k) for k, v in scores.items()))
print(tuple(x for x in "hello" if x not in "lo"))
avg = lambda xs: sum(xs) / len(xs)
try:
    print({k: avg(v) for k, v in scores.items()})
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(list(map(lambda t: t[0], sorted(scores.items(), key=lambda kv: -len(kv[1])))))
