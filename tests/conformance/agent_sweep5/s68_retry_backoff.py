# Retry helper with exponential backoff (simulated clock) and a custom exception hierarchy.
class ServiceError(Exception): pass
class Transient(ServiceError): pass
class Fatal(ServiceError): pass
calls = {"n": 0}
def flaky(fail_times, fatal=False):
    calls["n"] += 1
    if fatal:
        raise Fatal("bad request")
    if calls["n"] <= fail_times:
        raise Transient(f"attempt {calls['n']} timed out")
    return {"ok": True, "attempts": calls["n"]}
def retry(fn, *args, attempts=4, base=0.5, **kw):
    delay = base
    waited = []
    for i in range(1, attempts + 1):
        try:
            return fn(*args, **kw), waited
        except Transient as e:
            print(f"  try {i}: {e}; sleeping {delay:.2f}s")
            waited.append(delay)
            delay = min(delay * 2, 3)
        except ServiceError as e:
            print(f"  try {i}: giving up: {e!r}")
            raise
    raise ServiceError(f"failed after {attempts} attempts")
print(retry(flaky, 2))
calls["n"] = 0
try:
    retry(flaky, 10)
except ServiceError as e:
    print("error:", e, type(e).__name__, isinstance(e, Transient))
calls["n"] = 0
try:
    retry(flaky, 0, fatal=True)
except Fatal as e:
    print("fatal:", e.args)
