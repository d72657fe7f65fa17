DEFAULTS = {"retries": 3, "timeout": 10, "verbose": False}
env = {"timeout": 30}
cli = {"verbose": True, "out": "report.txt"}
config = {**DEFAULTS, **env, **cli}
print(config)
print({**cli, **DEFAULTS} == {**DEFAULTS, **cli})
request = {"method": "GET", **({"auth": "token"} if config["verbose"] else {})}
print(request)
def build(**kw):
    return {"kind": "job", **kw, "id": 1}
print(build(name="sync", id=99))
print({**{k: v for k, v in config.items() if k != "out"}})
