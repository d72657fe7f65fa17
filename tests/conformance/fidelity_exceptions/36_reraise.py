# Re-raising: bare raise, raise e, and wrapping, with logging in between.
attempts = []


def risky(n):
    attempts.append(n)
    if n % 2:
        raise ValueError("odd %d" % n)
    return n


def logged(n):
    try:
        return risky(n)
    except ValueError as e:
        print("  log:", e)
        raise


def retry(n, times):
    last = None
    for i in range(times):
        try:
            return logged(n + i)
        except ValueError as e:
            last = e
    raise RuntimeError("gave up after %d tries" % times) from last


print(retry(1, 3))
try:
    retry(1, 1)
except RuntimeError as e:
    print(type(e).__name__, e, "| cause:", repr(e.__cause__))
print(attempts)
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)


def reraise_later():
    try:
        1 / 0
    except ZeroDivisionError as e:
        saved = e
    print("  handled, now raising saved")
    raise saved


try:
    reraise_later()
except ZeroDivisionError as e:
    print(type(e).__name__, e)
