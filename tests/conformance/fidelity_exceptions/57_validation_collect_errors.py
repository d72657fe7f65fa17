# Collecting validation errors into a list instead of stopping at the first.
class FieldError(ValueError):
    def __init__(self, field, msg):
        super().__init__("%s: %s" % (field, msg))
        self.field = field


def validate(record):
    errors = []
    checks = [
        ("name", lambda r: r["name"].strip() or None, "blank"),
        ("age", lambda r: int(r["age"]) >= 0 or None, "negative"),
        ("email", lambda r: "@" in r["email"] or None, "no @"),
    ]
    for field, check, msg in checks:
        try:
            if check(record) is None:
                errors.append(FieldError(field, msg))
        except KeyError as e:
            errors.append(FieldError(field, "missing key %s" % e))
        except (ValueError, TypeError) as e:
            errors.append(FieldError(field, "%s(%s)" % (type(e).__name__, e)))
    return errors


records = [
    {"name": "ann", "age": "30", "email": "a@x"},
    {"name": " ", "age": "-1", "email": "nope"},
    {"age": "old", "email": None},
]
for rec in records:
    errs = validate(rec)
    print(len(errs), [str(e) for e in errs])
    print("  fields:", [e.field for e in errs], all(isinstance(e, ValueError) for e in errs))
