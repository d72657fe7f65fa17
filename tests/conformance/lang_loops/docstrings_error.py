def normalize(name):
    """Lower-case a name and strip surrounding whitespace."""
    return name.strip().lower()


def greet(name):
    "Greet somebody by name."
    return "hello " + normalize(name)


print(greet("  KIM "))
print(normalize.__doc__)
print(greet.__doc__)
print(greet(42))
