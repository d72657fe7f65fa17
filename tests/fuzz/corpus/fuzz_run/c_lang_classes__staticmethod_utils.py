class Validator:
    MIN_LEN = 3

    @staticmethod
    def is_email(text):
        return "@" in text and "." in text.split("@")[-1]

    @staticmethod
    def clean(text):
        return " ".join(text.split())

    def check(self, text):
        text = self.clean(text)
        return len(text) >= self.MIN_LEN and self.is_email(text)


v = Validator()
for s in ["a@b.co", "  x@y.org ", "nope", "a@b"]:
    print(repr(s), Validator.is_email(s), v.check(s))
print(Validator.clean("  lots   of   space "))
print(v.clean("x  y"))
