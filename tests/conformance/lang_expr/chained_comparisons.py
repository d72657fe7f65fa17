def grade(score):
    if 90 <= score <= 100:
        return "A"
    if 80 <= score < 90:
        return "B"
    if 0 <= score < 80:
        return "C"
    return "invalid"


for s in [95, 85, 42, 100, 101, -1]:
    print(s, grade(s))
a, b, c = 1, 2, 3
print(a < b < c, a < b > c, a == 1 < b, c > b >= a != 0)
print(1 < 2 < 3 < 4 < 5, 5 > 3 > 4)
def val(x):
    print("  eval", x)
    return x
print(val(1) < val(0) < val(2))
print(val(1) < val(2) < val(3))
