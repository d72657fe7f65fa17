# raise ... from ... sets __cause__; raise from None hides the context.
class ConfigError(Exception):
    pass


def load_port(cfg):
    try:
        return int(cfg["port"])
    except KeyError as e:
        raise ConfigError("port is missing") from e
    except ValueError:
        raise ConfigError("port is not a number") from None


for cfg in ({"port": "80"}, {}, {"port": "eighty"}):
    try:
        print(load_port(cfg))
    except ConfigError as e:
        print(type(e).__name__, e)
        print("  cause:", repr(e.__cause__))
        print("  context:", repr(e.__context__))
        print("  suppress:", e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("implicit chain")
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    raise RuntimeError("x") from 5
except TypeError as e:
    print(type(e).__name__, e)
err = RuntimeError("manual")
err.__cause__ = KeyError("set by hand")
print(repr(err.__cause__), err.__suppress_context__)
