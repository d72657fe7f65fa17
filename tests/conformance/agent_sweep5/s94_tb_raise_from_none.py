try:
    {}["k"]
except KeyError:
    raise ValueError("not found") from None
