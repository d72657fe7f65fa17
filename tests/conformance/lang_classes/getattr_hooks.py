# __getattr__ on instances and on a metaclass: its own AttributeError is
# the one raised; getattr() with a default and hasattr() swallow it.
class Settings:
    def __init__(self, **values):
        self._values = values

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting named {name!r}") from None


s = Settings(host="db.local", port=5432)
print(s.host, s.port, getattr(s, "user", "admin"), hasattr(s, "port"), hasattr(s, "user"))
for attempt in (lambda: s.user, lambda: getattr(s, "timeout")):
    try:
        attempt()
    except AttributeError as e:
        print("AttributeError:", e)


class Registry(type):
    def __getattr__(cls, name):
        if name.startswith("get_"):
            return lambda: f"{cls.__name__}:{name[4:]}"
        raise AttributeError(name)


class Service(metaclass=Registry):
    version = 2


print(Service.version, Service.get_status(), getattr(Service, "missing", None), hasattr(Service, "nope"))
try:
    Service.other
except AttributeError as e:
    print("AttributeError:", e)
try:
    Service().get_status
except AttributeError as e:
    print("AttributeError:", e)
