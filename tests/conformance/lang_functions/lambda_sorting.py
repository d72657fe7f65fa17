people = [("Ana", 31, "Lisbon"), ("Bo", 25, "Oslo"), ("Cy", 31, "Austin"), ("Di", 22, "Oslo")]
by_age = sorted(people, key=lambda p: p[1])
print([p[0] for p in by_age])
by_age_then_name = sorted(people, key=lambda p: (-p[1], p[0]))
print([p[0] for p in by_age_then_name])
oslo = list(filter(lambda p: p[2] == "Oslo", people))
print(oslo)
initials = list(map(lambda p: p[0][0], people))
print(initials)
square = lambda x: x * x
print(square(12), (lambda a, b=10: a + b)(5))
print(max(people, key=lambda p: len(p[2]))[2])
