# An uncaught exception raised from another: only the last line is compared.
def parse_age(text):
    try:
        return int(text)
    except ValueError as e:
        raise ValueError(f"invalid age {text!r}") from e


print(parse_age("41"))
parse_age("forty")
