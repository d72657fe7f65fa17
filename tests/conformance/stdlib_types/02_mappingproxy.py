import types

settings = {"theme": "dark", "size": 12}
view = types.MappingProxyType(settings)
print(view, repr(view), type(view))
print(view["theme"], view.get("missing"), view.get("size", 0), len(view), "size" in view)
print(list(view), list(view.keys()), list(view.values()), list(view.items()))
settings["size"] = 14
print(view["size"], view == settings, view.copy(), view | {"extra": True})
try:
    view["theme"] = "light"
except TypeError as e:
    print("TypeError:", e)
try:
    del view["theme"]
except TypeError as e:
    print("TypeError:", e)
try:
    view["nope"]
except KeyError as e:
    print("KeyError:", e)
try:
    types.MappingProxyType([("a", 1)])
except TypeError as e:
    print("TypeError:", e)
