class ConfigError(Exception):
    pass
def read(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise ConfigError(f"missing key {key!r}") from e
try:
    read({}, "db")
except ConfigError as e:
    print(e, "| cause:", repr(e.__cause__), "| ctx:", repr(e.__context__))
def risky():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("bad value")
try:
    risky()
except ValueError as e:
    print(repr(e), type(e.__context__).__name__, e.__suppress_context__)
try:
    try:
        raise KeyError("k")
    except KeyError:
        raise RuntimeError("wrap") from None
except RuntimeError as e:
    print(e.__cause__, e.__suppress_context__)
read({"a": 1}, "b")
