attempts = {"count": 0}

def flaky():
    attempts["count"] += 1
    if attempts["count"] < 3:
        raise TimeoutError(f"attempt {attempts['count']} timed out")
    return "payload"


def with_retries(func, retries):
    last = None
    for i in range(retries):
        try:
            return func()
        except TimeoutError as e:
            last = e
            print("retrying after:", e)
    raise RuntimeError(f"gave up after {retries} tries") from last


print(with_retries(flaky, 5))
attempts["count"] = -5
try:
    with_retries(flaky, 2)
except RuntimeError as e:
    print(e, "| cause:", e.__cause__)
