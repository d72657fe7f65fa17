class ConfigError(Exception):
    pass


def get_port(config):
    try:
        return int(config["port"])
    except KeyError as e:
        raise ConfigError("port is not configured") from e
    except ValueError as e:
        raise ConfigError(f"port {config['port']!r} is not a number") from e


for cfg in [{"port": "8080"}, {}, {"port": "http"}]:
    try:
        print(get_port(cfg))
    except ConfigError as e:
        cause = e.__cause__
        print(f"ConfigError: {e} (caused by {type(cause).__name__}: {cause})")
