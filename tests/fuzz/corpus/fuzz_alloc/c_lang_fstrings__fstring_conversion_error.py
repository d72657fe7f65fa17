Îtclass Broken:
    def __repr__(self):
        raise RuntimeError("repr failed")

    def __str__(self):
        return "broken-but-printable"


b = Broken()
print(f"{b}")
print(f"{b!s}")
print(f"{'ok'!r}")
print(f"{b!r}")
