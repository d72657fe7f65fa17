stock = {"apple": 3}
for item in ["apple", "banana"]:
    try:
        print(item, stock[item])
    except KeyError as e:
        print("missing key:", e, repr(str(e)))
try:
    stock.pop("kiwi")
except KeyError as e:
    print("pop failed:", e)
print(stock.pop("kiwi", None))
