class Date:
    def __init__(self, year, month, day):
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_string(cls, text):
        y, m, d = (int(part) for part in text.split("-"))
        return cls(y, m, d)

    @classmethod
    def first_of_year(cls, year):
        return cls(year, 1, 1)

    def iso(self):
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"


dates = [Date.from_string(s) for s in ["2024-03-09", "1999-12-31"]]
print([d.iso() for d in dates])
print(Date.first_of_year(2030).iso())
print(Date(2020, 2, 29).from_string("2021-1-2").iso())
