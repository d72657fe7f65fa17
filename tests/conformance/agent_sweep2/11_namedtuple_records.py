from collections import namedtuple
Employee = namedtuple("Employee", ["name", "dept", "salary"])
staff = [Employee("Ann", "eng", 120), Employee("Bo", "ops", 90),
         Employee("Cy", "eng", 110), Employee("Di", "ops", 95)]
print(staff[0], staff[0].salary, staff[0][1])
print(max(staff, key=lambda e: e.salary).name)
print(staff[1]._asdict())
print(staff[1]._replace(salary=100))
print(Employee._fields, Employee._make(["Ed", "hr", 70]))
Point = namedtuple("Point", "x y", defaults=[0])
print(Point(1), Point(1, 2) == (1, 2), Point(3, 4)._asdict())
name, dept, sal = staff[2]
print(name, dept, sal)
try:
    staff[0].salary = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Employee("x", "y")
except TypeError as e:
    print("TypeError:", e)
