# classmethod alternative constructors honour subclasses.
class Date:
    def __init__(self, year, month, day):
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_string(cls, text):
        parts = text.split("-")
        if len(parts) != 3:
            raise ValueError("expected YYYY-MM-DD, got %r" % text)
        return cls(*map(int, parts))

    @staticmethod
    def is_leap(year):
        return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

    def __repr__(self):
        return "%s(%d, %d, %d)" % (type(self).__name__, self.year, self.month, self.day)


class Birthday(Date):
    def greet(self):
        return "happy %d/%d" % (self.month, self.day)


d = Date.from_string("2024-02-29")
b = Birthday.from_string("1990-07-04")
print(d, b, b.greet(), type(b).__name__)
print(Date.is_leap(2024), d.is_leap(1900), Birthday.is_leap(2000))
for text in ("2024/01/01", "2024-xx-01"):
    try:
        Date.from_string(text)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    Date.from_string()
except TypeError as e:
    print(type(e).__name__, e)
