# expect: budget
# Raising while ~990 exceptions are being handled: each raise walks the context
# chain. That walk is native work: 10M instructions must still end in seconds.
def loop():
    while True:
        try:
            raise KeyError
        except KeyError:
            pass
def deep(n):
    try:
        raise ValueError(n)
    except ValueError:
        if n:
            deep(n - 1)
        else:
            loop()
deep(990)
