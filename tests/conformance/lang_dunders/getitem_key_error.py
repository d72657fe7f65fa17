class Settings:
    defaults = {"theme": "dark", "lang": "en"}

    def __init__(self, **overrides):
        self.values = dict(self.defaults, **overrides)

    def __getitem__(self, key):
        if key not in self.values:
            raise KeyError(f"unknown setting {key!r}")
        return self.values[key]

    def __contains__(self, key):
        return key in self.values


s = Settings(lang="fr")
print(s["theme"], s["lang"])
print("font" in s)
print(s["font"])
