from typing import NamedTuple, TypedDict, List, Optional

class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000

e = Employee('ann', 'eng', 120000)
f = Employee('bob', 'ops')
print(e, f, e.salary, f[2], e._fields, Employee._field_defaults)
name, dept, salary = e
print(name, dept, salary, e._asdict(), f._replace(dept='eng'))
print(sorted([e, f], key=lambda x: x.salary), e == ('ann', 'eng', 120000))

class Point(NamedTuple):
    x: float
    y: float
    def dist(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
print(Point(3, 4).dist(), Point(1, 2), Point._make([5, 6]))
Pair = NamedTuple('Pair', [('left', int), ('right', int)])
print(Pair(1, 2))

class Movie(TypedDict):
    title: str
    year: int
m = Movie(title='Heat', year=1995)
print(m, type(m).__name__, m['year'])
movies: List[Movie] = [m, {'title': 'Alien', 'year': 1979}]
print(sorted(x['title'] for x in movies))
try:
    Employee('x')
except TypeError as err:
    print('TypeError', err)
