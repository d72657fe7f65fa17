import copy, json
defaults = {"server": {"host": "0.0.0.0", "port": 8000, "tls": {"enabled": False}}, "log": {"level": "info"}, "features": ["a"]}
override = {"server": {"port": 9000, "tls": {"enabled": True, "cert": "x.pem"}}, "features": ["b"], "debug": True}
def merge(base, extra):
    out = copy.deepcopy(base)
    for k, v in extra.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out
cfg = merge(defaults, override)
print(json.dumps(cfg, indent=2, sort_keys=True))
print(defaults["server"]["port"], cfg["server"]["tls"], cfg["features"])
def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v
for k, v in flatten(cfg):
    print(f"{k:<22}= {v!r}")
shallow = copy.copy(defaults)
shallow["server"]["host"] = "127.0.0.1"
print(defaults["server"]["host"], cfg["server"]["host"])
