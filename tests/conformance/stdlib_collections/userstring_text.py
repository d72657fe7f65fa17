from collections import UserString


class CaseInsensitive(UserString):
    """A string that compares and hashes without regard to case."""

    def __eq__(self, other):
        other = other.data if isinstance(other, UserString) else other
        return isinstance(other, str) and self.data.lower() == other.lower()

    def __hash__(self):
        return hash(self.data.lower())


tags = [CaseInsensitive(t) for t in ["Python", "PYTHON", "rust", "Go"]]
print(tags, len(set(tags)), CaseInsensitive("GO") == "go", tags[0] == tags[1])


class Slug(UserString):
    def slugify(self):
        return self.strip().lower().replace(" ", "-")


title = Slug("  Hello World From Agents ")
slug = title.slugify()
print(repr(slug), type(slug).__name__, len(slug), slug.upper(), slug[:5], type(slug[0]).__name__)
print(slug.split("-"), slug.count("o"), slug.find("world"), slug.startswith("hello"), "agents" in slug)
print(slug + ".html", "/" + slug, type("/" + slug).__name__, slug * 2)

s = UserString("name=%s age=%d")
print(s % ("Ada", 36), type(s % ("Ada", 36)).__name__)
print(UserString("{0}-{1}").format("a", "b"), type(UserString("{}").format(1)).__name__)
print(sorted([UserString("pear"), UserString("apple"), UserString("fig")]))
print([c.upper() for c in UserString("abc")], list(reversed(UserString("xyz"))))
print(UserString(3.5), UserString(UserString("copy")), int(UserString("42")) + 1, float(UserString("2.5")))
print(UserString("abc") < "abd", UserString("b") >= UserString("a"), UserString("x") == UserString("x"))
print(UserString("Hello\tWorld").expandtabs(4), UserString("hello").center(11, "*"), UserString("7").zfill(3))
print(UserString("a,b,,c").split(","), UserString("k=v").partition("="), UserString("line1\nline2").splitlines())
print(UserString("cafe").encode(), UserString("--x--").strip("-"), UserString("report.txt").removesuffix(".txt"))
print(UserString("hello").translate(str.maketrans("el", "ip")), UserString("Title case words").title())
print(", ".join([str(u) for u in [UserString("a"), UserString("b")]]), UserString(", ").join(["x", "y"]))
data = {UserString("key"): 1}
print(data[UserString("key")], data.get("key"), UserString("abc").isalpha(), UserString("12").isdigit())
