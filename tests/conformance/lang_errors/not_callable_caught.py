config = {"retries": 3}
values = [1, 2, 3]
label = "report"
for thing in [config, values, label, 42, None]:
    try:
        thing()
    except TypeError as e:
        print(e)
try:
    values.count()
except TypeError as e:
    print(e)
