def percent(part, whole, /, digits=1):
    return round(100 * part / whole, digits)


scores = {"alice": (45, 50), "bob": (30, 40), "carol": (18, 20)}
for student, (got, total) in scores.items():
    print(student, percent(got, total), "%")

print(percent(1, 3, digits=3))
print(percent(2, 3, 0))

# an agent passes the positional-only parameter by name
print(percent(part=5, whole=8))
