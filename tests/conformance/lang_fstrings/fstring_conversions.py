name = "Zoë"
path = "C:\\temp\\new"
items = ["a", 'b"c']
print(f"{name!s} | {name!r} | {name!a}")
print(f"{path!s} | {path!r}")
print(f"{items!s} | {items!r} | {items!a}")
print(f"{3.0!r} {None!s} {True!a}")
class Tag:
    def __init__(self, t):
        self.t = t
    def __str__(self):
        return f"<{self.t}>"
    def __repr__(self):
        return f"Tag({self.t!r})"
tag = Tag("café")
print(f"{tag} {tag!s} {tag!r} {tag!a}")
print(f"{tag!r:>20}|{tag!s:*^10}|")
