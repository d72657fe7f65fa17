class ValidationError(ValueError):
    def __init__(self, errors):
        super().__init__(errors)
        self.errors = errors

    def __str__(self):
        return "; ".join(f"{k}: {v}" for k, v in self.errors.items())


def validate(user):
    errors = {}
    if not user.get("name"):
        errors["name"] = "required"
    if user.get("age", 0) < 0:
        errors["age"] = "must be >= 0"
    if errors:
        raise ValidationError(errors)
    return True


print(validate({"name": "x", "age": 3}))
try:
    validate({"age": 5})
except ValueError as e:
    print("caught as ValueError:", e)
validate({"name": "", "age": -1})
