class Recorder:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("enter")
        return self.log

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.log.append("exit clean")
        else:
            self.log.append(f"exit with {exc_type.__name__}: {exc}")
        return exc_type is KeyError


r = Recorder()
with r as log:
    log.append("work")
with r:
    {}["nope"]
try:
    with r:
        raise ValueError("bad")
except ValueError:
    r.log.append("outer caught ValueError")
print(r.log)
