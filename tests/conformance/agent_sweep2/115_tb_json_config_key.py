import json
raw = '{"db": {"host": "localhost", "port": "5432"}, "debug": true}'
cfg = json.loads(raw)
port = int(cfg["db"]["port"])
print(f"connecting to {cfg['db']['host']}:{port} debug={cfg['debug']}")
timeout = cfg["db"]["timeout"]
