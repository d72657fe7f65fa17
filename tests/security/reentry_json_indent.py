# expect: ok
# args: --callback-stress
# stdout: TypeError can only concatenate str (not "list") to str
# stdout: [
# stdout: --1,
# stdout: --[
# stdout: ----2
# stdout: --]
# stdout: ]
# stdout: [
# stdout: ..1,
# stdout: ..[
# stdout: ....2
# stdout: ..]
# stdout: ]
# stdout: 5 [] {}
# stdout: TypeError can only concatenate str (not "list") to str
# json.dumps(indent=X) makes the indent as " " * X, and a user __rmul__ may
# return anything: a non-str fails where CPython fails (adding it to a
# newline), never handed to the encoder as a str; str subclasses work.
import json
class R:
    def __rmul__(self, o):
        return [1, 2, 3]
try:
    print(json.dumps([1, [2]], indent=R()))
except TypeError as e:
    print("TypeError", e)
class S(str):
    pass
class R2:
    def __rmul__(self, o):
        return S("--")
print(json.dumps([1, [2]], indent=R2()))
print(json.dumps([1, [2]], indent=S("..")))
print(json.dumps(5, indent=R()), json.dumps([], indent=R()), json.dumps({}, indent=R()))
try:
    print(json.dumps({"a": 1}, indent=R()))
except TypeError as e:
    print("TypeError", e)
