# CPython 3.11 accepts an import before a global declaration of the same
# name: the import then binds the global.
def load_json():
    import json
    global json
    return json.dumps({"ok": True})

print(load_json())
print(json.loads("[1, 2]"))

def load_pi():
    from math import pi as PI
    global PI
    return round(PI, 4)

print(load_pi(), round(PI, 2))

def local_annotation():
    total: int
    try:
        return total
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)

total = 10
print(local_annotation())

def parenthesized_annotation():
    (total): int
    return total

print(parenthesized_annotation())
