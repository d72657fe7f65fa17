import functools
import time
from collections import defaultdict

CALLS = defaultdict(int)

def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        CALLS[fn.__qualname__] += 1
        return fn(*args, **kwargs)
    wrapper.reset = lambda: CALLS.pop(fn.__qualname__, None)
    return wrapper

def retry(times=3, exceptions=(ValueError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"  {fn.__name__} attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed {times} times") from last
        return wrapper
    return deco

def validate(**checks):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(**kwargs):
            for name, check in checks.items():
                if name in kwargs and not check(kwargs[name]):
                    raise ValueError(f"invalid {name}={kwargs[name]!r}")
            return fn(**kwargs)
        return wrapper
    return deco

class Service:
    @counted
    @retry(times=3)
    def fetch(self, key, attempt):
        if attempt < 3 and key == "flaky":
            raise ValueError(f"timeout #{attempt}")
        return f"{key}:ok@{attempt}"

    @staticmethod
    @validate(n=lambda v: isinstance(v, int) and v > 0, unit=lambda u: u in {"s", "ms"})
    def wait(n=1, unit="s"):
        return f"waited {n}{unit}"

    @classmethod
    @functools.lru_cache(maxsize=None)
    def config(cls, env):
        print(f"  loading config for {env}")
        return {"env": env, "cls": cls.__name__}

svc = Service()
print(svc.fetch("stable"))
print(svc.fetch("flaky"))
print(dict(CALLS), Service.fetch.__name__, Service.fetch.__qualname__, Service.fetch.__wrapped__.__name__)
print(Service.wait(n=5, unit="ms"))
for bad in ({"n": 0}, {"n": 2, "unit": "h"}):
    try:
        Service.wait(**bad)
    except ValueError as e:
        print("ValueError:", e)
print(Service.config("prod"), Service.config("prod"), Service.config("dev"))
Service.fetch.reset()
print(dict(CALLS))

class NoRetry(Service):
    pass
try:
    @retry(times=2, exceptions=(KeyError,))
    def lookup(key, attempt):
        return {"a": 1}[key]
    lookup("zz")
except RuntimeError as e:
    print("RuntimeError:", e, "<-", repr(e.__cause__))

def timed(label):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            t0 = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                elapsed = time.perf_counter() - t0
                print(f"  [{label}] {fn.__name__} took {'<1s' if elapsed < 1 else 'long'}")
        return wrapper
    return deco

@timed("math")
def slow_sum(n):
    """Sum of squares below n."""
    return sum(i * i for i in range(n))
print(slow_sum(1000), slow_sum.__doc__, slow_sum.__module__)
partial_sum = functools.partial(slow_sum, 10)
print(partial_sum(), repr(functools.partial(max, 1))[:27])
