class Person:
    def __init__(self, name, email):
        self.name = name
        self.email = email

    def contact(self):
        return f"{self.name} <{self.email}>"


class Employee(Person):
    def __init__(self, name, email, team, salary):
        super().__init__(name, email)
        self.team = team
        self.salary = salary

    def contact(self):
        return super().contact() + f" [{self.team}]"


class Manager(Employee):
    def __init__(self, name, email, team, salary, reports=()):
        super().__init__(name, email, team, salary)
        self.reports = list(reports)


e = Employee("Ivy", "ivy@corp.io", "data", 5000)
m = Manager("Max", "max@corp.io", "data", 7000, [e])
print(e.contact())
print(m.contact(), len(m.reports), m.reports[0].name)
print(sum(x.salary for x in [e, m]))
