config = {"host": "localhost", "port": 8080}
try:
    config["hostname"]
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
try:
    {}[("a", 1)]
except KeyError as e:
    print("KeyError:", e)
try:
    {1: 2}.pop(3)
except KeyError as e:
    print(repr(e))
try:
    {}.popitem()
except KeyError as e:
    print(e)
try:
    set().pop()
except KeyError as e:
    print(e)
try:
    s = {1}; s.remove(2)
except KeyError as e:
    print(repr(e))
print(config.get("hostname", "n/a"))
user = {"name": "x"}
print(user["email"])
