price = 19.5
qty = 3
name = "widget"
print(f"{price=}")
print(f"{qty = }")
print(f"{name=}, {name=!s}, {name = !r}")
print(f"{price * qty=}")
print(f"{price=:.1f} {qty=:>4}")
print(f"{len(name)=} {name.upper()=}")
items = {"a": 1}
print(f"{items['a']=}", f"{items=}")
print(f"{qty + 1 = :05d}")
