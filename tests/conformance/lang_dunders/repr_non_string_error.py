class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __str__(self):
        return f"{self.major}.{self.minor}"

    def __repr__(self):
        return self.major * 100 + self.minor


v = Version(3, 11)
print(str(v))
print(f"version {v}")
print([v])
