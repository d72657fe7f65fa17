def make_record(table, key, /, value=None, *, overwrite=False, **meta):
    flags = "overwrite" if overwrite else "insert"
    extra = ", ".join(f"{k}={v}" for k, v in sorted(meta.items()))
    return f"{table}[{key!r}] = {value!r} ({flags}) {extra}".rstrip()


print(make_record("users", 1))
print(make_record("users", 2, "bob"))
print(make_record("users", 3, value="carol", overwrite=True))
print(make_record("logs", "x", 5, source="api", level="info"))

# 'table' may also appear in **meta because it is positional-only
print(make_record("audit", 9, table="shadow"))

def div(a, b, /):
    return a / b

pairs = [(10, 4), (9, 3), (1, 8)]
print([div(*p) for p in pairs])
