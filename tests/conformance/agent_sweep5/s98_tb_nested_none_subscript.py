import json
def f(d):
    return d["x"]["y"]
f({"x": None})
