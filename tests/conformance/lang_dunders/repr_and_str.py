class Book:
    def __init__(self, title, author, year):
        self.title = title
        self.author = author
        self.year = year

    def __repr__(self):
        return f"Book({self.title!r}, {self.author!r}, {self.year})"

    def __str__(self):
        return f"{self.title} by {self.author} ({self.year})"


shelf = [Book("Emma", "Austen", 1815), Book("Ulysses", "Joyce", 1922)]
print(shelf[0])
print(str(shelf[1]))
print(repr(shelf[1]))
print(shelf)
print(f"{shelf[0]} | {shelf[0]!r}")
print({"fav": shelf[0]})
print("%s / %r" % (shelf[1], shelf[1]))
