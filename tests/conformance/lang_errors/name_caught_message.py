def run(snippet_name):
    try:
        if snippet_name == "a":
            return undefined_helper()
        if snippet_name == "b":
            return total_amount + 1
        return "fine"
    except NameError as e:
        return f"NameError: {e}"


for name in ["a", "b", "c"]:
    print(name, "->", run(name))
try:
    print(missing_value)
except NameError as e:
    print(type(e).__name__, e.args)
