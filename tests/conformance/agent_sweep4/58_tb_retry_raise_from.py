def retry(fn, n):
    last = None
    for i in range(n):
        try:
            return fn(i)
        except ZeroDivisionError as e:
            last = e
    raise RuntimeError(f"failed after {n} attempts") from last
retry(lambda i: 1 / 0, 3)
