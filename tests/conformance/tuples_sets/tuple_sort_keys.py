employees = [
    ("Lee", "eng", 120),
    ("Kim", "ops", 95),
    ("Ray", "eng", 130),
    ("Ali", "ops", 95),
    ("Zoe", "hr", 70),
]
for e in sorted(employees, key=lambda e: (e[1], -e[2], e[0])):
    print(e)
print(max(employees, key=lambda e: e[2])[0])
print(sorted(employees)[0], sorted(employees, reverse=True)[0])
by_dept = {}
for name, dept, pay in employees:
    by_dept[dept] = by_dept.get(dept, ()) + (name,)
print(by_dept)
