import json
from datetime import datetime
raw_rows = ['{"id": 1, "ts": "2024-03-01T10:00:00", "amount": "12.5"}', '{"id": 2, "ts": "2024-13-01T10:00:00", "amount": "3"}',
            '{"id": 3, "ts": "2024-03-02T10:00:00", "amount": "abc"}', '{"id": 4, "ts": "2024-03-02T10:00:00"}', '{"id": 5 "ts": 1}', '[]']
ok, errors = [], []
for line in raw_rows:
    try:
        rec = json.loads(line)
        ts = datetime.fromisoformat(rec["ts"])
        amt = float(rec["amount"])
        ok.append((rec["id"], ts, amt))
    except json.JSONDecodeError as e:
        errors.append(f"bad json: {e}")
    except KeyError as e:
        errors.append(f"missing key {e} ({e.args[0]!r})")
    except (ValueError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
print(ok)
print("\n".join(errors))
class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field
try:
    raise ValidationError("email", "must contain @")
except ValidationError as e:
    print(e, repr(e), e.field, e.args)
try:
    try:
        {}["x"]
    except KeyError as e:
        raise ValueError("lookup failed") from e
except ValueError as e:
    print(e, repr(e.__cause__), e.__suppress_context__)
e = RuntimeError("a", 1)
print(str(e), repr(e), str(KeyError("k")), str(KeyError()), str(OSError(2, "No such file")), repr(StopIteration(5)), str(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")))
