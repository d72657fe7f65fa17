def require(mapping, key):
    if key not in mapping:
        raise KeyError(f"missing key {key!r}; have {sorted(mapping)!r}")
    return mapping[key]


cfg = {"host": "localhost", "port": "80"}
print(f"{cfg['host']!r} vs {cfg['host']!s}")
print(f"port={cfg['port']!r} (a string!)")
try:
    require(cfg, "user")
except KeyError as e:
    print(f"error: {e}")
    print(f"error args: {e.args[0]!s}")
print(f"{chr(39)!r} {chr(34)!r} {'it' + chr(39) + 's'!r}")
