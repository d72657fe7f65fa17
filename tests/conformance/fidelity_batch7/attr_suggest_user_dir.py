# The "Did you mean" of an AttributeError raised by __getattr__ comes from
# dir() of the object, which asks the class's own __dir__.
class Record:
    def __init__(self, fields):
        self._fields = dict(fields)

    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}") from None

    def __dir__(self):
        return list(self._fields) + ['keys']


r = Record({'temperature': 21.5, 'humidity': 40})
print(r.temperature, r.humidity, dir(r))
try:
    r.temprature
except AttributeError as e:
    print(e, e.name)
r.humidty
