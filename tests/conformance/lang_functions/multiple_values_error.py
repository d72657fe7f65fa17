def greet(name, greeting="Hello"):
    return f"{greeting}, {name}!"


print(greet("Ada"))
print(greet("Linus", greeting="Hi"))
args = ("Grace",)
print(greet(*args, "Welcome"))
kw = {"name": "Alan"}
print(greet("Barbara", **kw))
