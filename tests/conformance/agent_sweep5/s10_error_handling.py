class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

def validate(rec):
    if "name" not in rec:
        raise ValidationError("name", "missing")
    if not isinstance(rec.get("age"), int):
        raise ValidationError("age", f"expected int, got {type(rec.get('age')).__name__}")
    return True

records = [{"name": "a", "age": 3}, {"age": 4}, {"name": "c", "age": "5"}, {"name": "d"}]
errors = []
for i, r in enumerate(records):
    try:
        validate(r)
    except ValidationError as e:
        errors.append((i, e.field, str(e)))
    else:
        print("ok", i)
    finally:
        pass
print(errors)
try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("parse failed") from e
except RuntimeError as e:
    print(repr(e), repr(e.__cause__), e.__context__ is e.__cause__)
try:
    {}["k"]
except LookupError as e:
    print(type(e).__name__, e.args)
def risky(n):
    return [1, 2, 3][n]
results = []
for n in (0, 5, "x"):
    try:
        results.append(risky(n))
    except (IndexError, TypeError) as e:
        results.append(f"{type(e).__name__}: {e}")
print(results)
validate(records[2])
