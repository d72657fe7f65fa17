class Config:
    defaults = {"retries": 3}
    tags = []
    level = "info"

    def __init__(self, name):
        self.name = name


a = Config("a")
b = Config("b")
a.level = "debug"
print(a.level, b.level, Config.level)
a.tags.append("shared!")
print(b.tags, Config.tags)
b.tags = ["own"]
print(a.tags, b.tags)
del a.level
print(a.level)
print(hasattr(a, "name"), hasattr(Config, "name"))
print(getattr(b, "missing", "n/a"))
