# A property subclass without a setter: assignment and deletion fail with
# CPython's messages, naming the attribute.
class readonly(property):
    pass

class Account:
    def __init__(self, owner):
        self._owner = owner

    owner = readonly(lambda self: self._owner)

    @readonly
    def label(self):
        return self._owner.title()

a = Account("dana")
print(a.owner, a.label)
for action in ("set", "delete"):
    try:
        if action == "set":
            a.owner = "eve"
        else:
            del a.label
    except AttributeError as e:
        print("AttributeError:", e)
try:
    readonly(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    readonly(fget=None, bogus=1)
except TypeError as e:
    print("TypeError:", e)
print(readonly().fget)
