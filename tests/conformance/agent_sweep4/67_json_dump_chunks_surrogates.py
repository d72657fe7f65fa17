import json
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W(); json.dump({"a": [1, 2], "b": "x"}, w); print(w.parts)
w = W(); json.dump([1, {"k": None}], w, indent=2); print(w.parts)
print(json.loads('"\\ud800"') == "\ud800", repr(json.loads('"\\udc00x"')))
print(json.dumps("\ud800"), json.dumps("\ud800", ensure_ascii=False) == '"\ud800"')
print(repr("%c" % 0xd800), repr("%c%c" % (0xd83d, 0xde00)), len("%c%c" % (0xd83d, 0xde00)), repr("abc".translate({97: 0xdfff})))
print(repr(json.loads('["\\ud83d\\ude00", "\\ud83dx", "\\ude00\\ud83d", "\\ud800\\u0041"]')), len(json.loads('"\\udbff\\udfff"')))
s = json.loads('"\\ud800"')
print(len(s), ord(s), repr(s * 2), s.isprintable(), s.upper() == s, json.dumps({"k": s}), s.encode("utf-8", "surrogatepass"))
try:
    s.encode()
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
import io
buf = io.StringIO(); json.dump({"a": [1, 2.5, None], "b": {"c": True}}, buf, indent=2, sort_keys=True); print(buf.getvalue())
w = W()
try:
    json.dump([1, 2, {3}], w)
except TypeError as e:
    print("TypeError:", e, w.parts)
w = W(); json.dump("text", w); json.dump(5, w); json.dump(None, w); print(w.parts)
try:
    json.dump([], W(), bogus=1)
except TypeError as e:
    print("TypeError:", e)
class E(json.JSONEncoder):
    def default(self, o): return sorted(o)
w = W(); json.dump({"s": {3, 1}}, w, cls=E, separators=(",", ":")); print(w.parts)
import json, io
buf = io.StringIO()
try:
    json.dump({"a": [1, 2, {"b": {3}}], "c": 4}, buf, indent=1)
except TypeError as e:
    print("TypeError:", e)
print(repr(buf.getvalue()))
buf = io.StringIO(); buf.write("prefix:")
json.dump([1, "é", None], buf, ensure_ascii=False); json.dump({"z": 1, "a": [2]}, buf, sort_keys=True, separators=(",", ":"))
print(buf.getvalue())
calls = []
def dflt(o):
    calls.append(type(o).__name__)
    if isinstance(o, set): return sorted(o)
    raise TypeError(f"no {type(o).__name__}")
buf = io.StringIO(); json.dump({"s": {2, 1}, "t": (1,)}, buf, default=dflt); print(buf.getvalue(), calls)
buf = io.StringIO()
try:
    json.dump([float("nan")], buf, allow_nan=False)
except ValueError as e:
    print("ValueError:", e, repr(buf.getvalue()))
