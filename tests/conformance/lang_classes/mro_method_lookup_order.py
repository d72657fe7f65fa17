class Storage:
    def save(self, item):
        return f"stored {item}"

    def name(self):
        return "storage"


class Cached(Storage):
    def save(self, item):
        return "cache+" + super().save(item)


class Logged(Storage):
    def save(self, item):
        return "log+" + super().save(item)

    def name(self):
        return "logged"


class Service(Cached, Logged):
    pass


class Service2(Logged, Cached):
    pass


print(Service().save("doc"))
print(Service2().save("doc"))
print(Service().name(), Service2().name())
print(issubclass(Service, (Cached, Logged)))
