def area(w, h):
    return w * h


for w, h in [(2, 3), (4.5, 2)]:
    print(f"{w=} {h=} {area(w, h)=}")
total = sum(area(w, h) for w, h in [(2, 3), (4.5, 2)])
print(f"{total=:.2f}")
print(f"{total = :>10}")
print(f"{total=!s}")
name = "x"
print(f"{name*3=}")
print(f"{ {'k': total}=}")
