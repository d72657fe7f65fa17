# A resource guard that refuses to open twice.
class Guard:
    def __init__(self):
        self.open = False
    def __enter__(self):
        if self.open:
            raise RuntimeError("already open")
        self.open = True
        return self
    def __exit__(self, *exc):
        return False

g = Guard()
with g:
    print("inside once")
g.open = True
with g as again:
    print("never printed")
