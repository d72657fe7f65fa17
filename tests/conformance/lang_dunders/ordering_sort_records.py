class Employee:
    def __init__(self, name, level, salary):
        self.name, self.level, self.salary = name, level, salary

    def key(self):
        return (-self.level, self.salary, self.name)

    def __lt__(self, other):
        return self.key() < other.key()

    def __le__(self, other):
        return self.key() <= other.key()

    def __gt__(self, other):
        return self.key() > other.key()

    def __ge__(self, other):
        return self.key() >= other.key()

    def __eq__(self, other):
        return self.key() == other.key()

    def __ne__(self, other):
        return self.key() != other.key()

    def __repr__(self):
        return f"{self.name}(L{self.level}, {self.salary})"


staff = [Employee("ann", 2, 5000), Employee("bob", 3, 7000), Employee("cy", 2, 4500),
         Employee("di", 3, 7000)]
print(sorted(staff))
print(max(staff), min(staff))
print(staff[0] >= staff[2], staff[1] <= staff[3], staff[1] != staff[3])
print(Employee("x", 1, 1) == Employee("x", 1, 1), Employee("x", 1, 1) != Employee("y", 1, 1))
