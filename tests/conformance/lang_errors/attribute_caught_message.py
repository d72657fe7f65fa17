data = {"a": 1}
try:
    data.has_key("a")
except AttributeError as e:
    print(e)
try:
    None.strip()
except AttributeError as e:
    print(e)
class Point:
    def __init__(self):
        self.x = 1
try:
    Point().z
except AttributeError as e:
    print(e, "| name:", e.name)
try:
    (5).real = 3
except AttributeError as e:
    print(e)
