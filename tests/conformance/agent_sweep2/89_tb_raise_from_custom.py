class ValidationError(Exception):
    pass
def parse_age(s):
    try:
        age = int(s)
    except ValueError as e:
        raise ValidationError(f"invalid age: {s!r}") from e
    if age < 0:
        raise ValidationError("age must be non-negative")
    return age
print(parse_age("42"))
print(parse_age("forty"))
