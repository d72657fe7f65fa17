class ReadOnlyConfig:
    def __init__(self, data):
        self._data = dict(data)

    def __getitem__(self, key):
        return self._data[key]

    def __contains__(self, key):
        return key in self._data


cfg = ReadOnlyConfig({"host": "localhost", "port": 8080})
print(cfg["host"], cfg["port"], "user" in cfg)
cfg["port"] = 9090
print(cfg["port"])
