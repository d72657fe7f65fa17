class Queue:
    def __init__(self, items=()):
        self.items = list(items)

    def __len__(self):
        return len(self.items)


class Status:
    def __init__(self, code):
        self.code = code

    def __bool__(self):
        return 200 <= self.code < 300


for q in [Queue(), Queue([1, 2])]:
    print(len(q), bool(q), "has work" if q else "idle")
for code in [200, 204, 404, 500]:
    s = Status(code)
    print(code, bool(s), not s)
print(Status(201) and "ok", Status(500) or "fallback")
print(sum(1 for code in [200, 301, 250] if Status(code)))
