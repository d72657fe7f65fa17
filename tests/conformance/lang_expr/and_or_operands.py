name = "" or "anonymous"
print(name)
port = None or 8080
print(port)
print(0 or [] or {} or "last")
print(1 and "yes", 0 and "never", "" and 1)
print([] or None, None and [])
config = {"debug": 0}
level = config.get("level") or "info"
print(level)
user = {"name": "kim"}
print(user and user.get("name"))
print(None and user["missing"])
x = 5
print(x > 3 and "big" or "small", x > 10 and "big" or "small")
def check(v):
    print("  check", v)
    return v
print(check(0) and check(1), check(2) or check(3))
