def classify(action):
    try:
        action()
    except KeyError as e:
        return f"KeyError {e}"
    except LookupError as e:
        return f"other LookupError: {type(e).__name__}"
    except Exception as e:
        return f"generic {type(e).__name__}: {e}"
    return "no error"


print(classify(lambda: {}["k"]))
print(classify(lambda: [][0]))
print(classify(lambda: int("x")))
print(classify(lambda: None))
print(classify(lambda: "abc".missing))
