# expect: budget
class S:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        while True:
            pass
with S():
    raise ValueError
