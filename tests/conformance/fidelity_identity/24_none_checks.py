# Checking for None vs falsiness: zero, empty string and empty list are not None.
def describe(value=None):
    if value is None:
        return "missing"
    if not value:
        return "empty/zero: %r" % (value,)
    return "value: %r" % (value,)


for v in (None, 0, 0.0, "", [], {}, False, "x", [0], -1):
    print(describe(v))


def first_or_default(items, default=None):
    for it in items:
        return it
    return default


print(first_or_default([]), first_or_default([], 0), first_or_default([None], "d"))
config = {"retries": 0, "name": ""}
retries = config.get("retries") or 3
name = config.get("name") if config.get("name") is not None else "default"
print(retries, repr(name))
print(config.get("timeout") is None, "timeout" in config)
