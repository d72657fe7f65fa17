# Helper calls with the wrong arguments, as an agent debugging its step sees them.
calls = [
    "min([], key=len, default=0, extra=1)",
    "min([1], extra=1)",
    "sum([1], 2, 3)",
    "sum([1], foo=2)",
    "sum([1], 2, start=3)",
    "sum()",
    "enumerate()",
    "enumerate([1], 2, start=1)",
    "enumerate([1], foo=2)",
    "enumerate([1], iterable=[2])",
    "delattr({}, 'items')",
    "delattr([], 'nope')",
    "setattr({}, 'items', 1)",
]
for text in calls:
    name, _, rest = text.partition("(")
    fn = {"min": min, "sum": sum, "enumerate": enumerate, "delattr": delattr, "setattr": setattr}[name]
    try:
        if text == "min([], key=len, default=0, extra=1)":
            min([], key=len, default=0, extra=1)
        elif text == "min([1], extra=1)":
            min([1], extra=1)
        elif text == "sum([1], 2, 3)":
            sum([1], 2, 3)
        elif text == "sum([1], foo=2)":
            sum([1], foo=2)
        elif text == "sum([1], 2, start=3)":
            sum([1], 2, start=3)
        elif text == "sum()":
            sum()
        elif text == "enumerate()":
            enumerate()
        elif text == "enumerate([1], 2, start=1)":
            enumerate([1], 2, start=1)
        elif text == "enumerate([1], foo=2)":
            enumerate([1], foo=2)
        elif text == "enumerate([1], iterable=[2])":
            enumerate([1], iterable=[2])
        elif text == "delattr({}, 'items')":
            delattr({}, "items")
        elif text == "delattr([], 'nope')":
            delattr([], "nope")
        else:
            setattr({}, "items", 1)
        print(text, "-> ok")
    except (TypeError, AttributeError) as e:
        print(text, "->", type(e).__name__, e)
print(sum([1, 2], start=3), list(enumerate("ab", start=5)), list(enumerate(iterable=[9])))
