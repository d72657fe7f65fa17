def scan(items):
    found = None
    for item in items:
        try:
            if item is None:
                continue
            if item == "stop":
                break
            found = item
        finally:
            print("checked", item)
    return found


print(scan(["a", None, "b", "stop", "c"]))
print(scan([]))
def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("inner finally")
    except KeyError as e:
        print("outer caught", e)
    finally:
        print("outer finally")
nested()
