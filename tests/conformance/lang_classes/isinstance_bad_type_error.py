def check_types(values, allowed):
    for v in values:
        print(repr(v), isinstance(v, allowed))


check_types([1, "a", 2.0], int)
check_types([1, "a", 2.0], (int, float))
check_types([1, "a"], (str, (int,)))
# an agent passes type names as strings
check_types([1, "a"], ("int", "str"))
