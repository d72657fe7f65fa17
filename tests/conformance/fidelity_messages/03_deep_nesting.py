# Deeply nested data: hashing a chain of tuples, nested type tuples for
# isinstance, and __getattr__ raising AttributeError with a value.
chain = ()
for i in range(1000):
    chain = (chain, i)
cache = {chain: "deep"}
print(cache[chain], hash(chain) == hash(chain))

kinds = (str, (bytes, (int, (float,))))
for v in [1, 2.5, "x", b"y", None]:
    print(repr(v), isinstance(v, kinds))
print(issubclass(bool, ((str,), ((int,),))))

t = ()
for i in range(5000):
    t = (t,)
try:
    isinstance(1, t)
except RecursionError as e:
    print("RecursionError:", e)
try:
    issubclass(int, t)
except RecursionError as e:
    print("RecursionError:", e)


class Config:
    def __getattr__(self, name):
        raise AttributeError(456)


class Quiet:
    def __getattr__(self, name):
        raise AttributeError


try:
    Config().timeout
except AttributeError as e:
    print("AttributeError:", e, e.args)
try:
    Quiet().timeout
except AttributeError as e:
    print("AttributeError:", repr(e))
print(getattr(Config(), "timeout", 30))
