# Wrap a parse error in a domain error.
class ConfigError(Exception):
    pass

def read_port(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError(f"bad port {text!r}") from e

print(read_port("8080"))
print(read_port("80a"))
