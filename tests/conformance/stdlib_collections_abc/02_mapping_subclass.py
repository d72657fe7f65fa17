# A read-only configuration object that behaves like a dict.
from collections.abc import Mapping


class Config(Mapping):
    def __init__(self, **values):
        self._values = dict(values)

    def __getitem__(self, key):
        return self._values[key]

    def __iter__(self):
        return iter(self._values)

    def __len__(self):
        return len(self._values)

    def __repr__(self):
        return f"Config({self._values})"


cfg = Config(host="db.local", port=5432, debug=False)
print(cfg["host"], cfg.get("port"), cfg.get("user", "admin"), len(cfg))
print("debug" in cfg, "user" in cfg)
print(list(cfg.keys()), list(cfg.values()), list(cfg.items()))
print(cfg == {"host": "db.local", "port": 5432, "debug": False}, cfg != {"host": "x"})
print(dict(cfg), {**cfg, "port": 6543})
print(isinstance(cfg, Mapping), isinstance(cfg, dict), len(cfg.keys()), ("port", 5432) in cfg.items())
print(sorted(cfg.keys() & {"host", "user"}), sorted(cfg.keys() - {"debug"}))
try:
    cfg["user"]
except KeyError as e:
    print("KeyError", e)
