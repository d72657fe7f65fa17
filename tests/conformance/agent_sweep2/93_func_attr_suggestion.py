def normalize(text):
    return " ".join(text.split()).lower()
handlers = {"norm": normalize, "upper": str.upper}
for key, fn in handlers.items():
    print(key, fn.__name__, fn("  Hello   World "))
print(normalize.__qualname__, normalize.__module__)
print(normalize.__nam__)
