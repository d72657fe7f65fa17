users = {"ann": {"email": "ann@x.org"}, "bob": {}}
for name in ["ann", "bob", "cy"]:
    try:
        print(name, users[name]["email"])
    except KeyError as e:
        print(name, "missing key", e, repr(e), e.args)
try:
    {}[(1, 2)]
except KeyError as e:
    print("tuple key:", e)
try:
    {"a": 1}.pop("b")
except KeyError as e:
    print("pop:", e)
print(users.get("cy", {}).get("email", "n/a"))
