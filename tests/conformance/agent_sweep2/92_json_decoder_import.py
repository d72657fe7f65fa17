import json
from json.decoder import JSONDecodeError
import json.encoder
raw_items = ['{"id": 1, "ok": true}', '{"id": 2, "ok": fals}', '[1, 2', '{"id": 3}']
good, bad = [], []
for raw in raw_items:
    try:
        good.append(json.loads(raw))
    except JSONDecodeError as e:
        bad.append((raw, e.msg, e.pos))
print(good)
for b in bad:
    print(b)
print(json.decoder.JSONDecodeError is json.JSONDecodeError, JSONDecodeError.__name__, JSONDecodeError.__module__)
class SetEncoder(json.encoder.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"tags": {"b", "a"}, "n": 1}, cls=SetEncoder))
try:
    json.dumps({"x": object()}, cls=SetEncoder)
except TypeError as e:
    print("TypeError:", e)
