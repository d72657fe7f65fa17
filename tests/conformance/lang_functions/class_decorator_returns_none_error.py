def audited(cls):
    original = cls.save

    def save(self):
        print("audit: saving", self.key)
        return original(self)

    cls.save = save
    # forgot: return cls


class Plain:
    def __init__(self, key):
        self.key = key

print(Plain("p1").key)

@audited
class Record:
    def __init__(self, key):
        self.key = key

    def save(self):
        return f"saved {self.key}"

print(Record("r1").save())
