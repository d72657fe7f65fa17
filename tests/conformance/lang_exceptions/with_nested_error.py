class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("close", self.name, "(error)" if exc_type else "")


with Resource("db") as db, Resource("cache") as cache:
    print("using", db.name, cache.name)
with Resource("db"):
    with Resource("queue") as q:
        print("sending on", q.name)
        q.send("message")
