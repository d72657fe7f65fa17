def load(cfg):
    try:
        return cfg["path"]
    except KeyError:
        return cfg["fallback"].strip()
print(load({"path": "/a"}))
print(load({"fallback": None}))
