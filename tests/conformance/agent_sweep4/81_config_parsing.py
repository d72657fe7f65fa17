import re, json, shlex
from string import Template
ini = """
# global settings
[server]
host = 0.0.0.0
port = 8080
debug = true
allowed = 10.0.0.1, 10.0.0.2 ,  ,10.0.0.3

[database]
url = postgres://user:${DB_PASS}@db:5432/app
pool = 5
timeout = 2.5  ; seconds

[empty]
"""
def parse_ini(text):
    out, section = {}, None
    for n, line in enumerate(text.splitlines(), 1):
        line = re.sub(r"\s*[;#].*$", "", line).strip()
        if not line: continue
        if m := re.fullmatch(r"\[(\w+)\]", line):
            section = out.setdefault(m[1], {})
        elif "=" in line and section is not None:
            k, v = (p.strip() for p in line.split("=", 1))
            section[k] = v
        else:
            raise ValueError(f"line {n}: cannot parse {line!r}")
    return out
def coerce(v):
    if v.lower() in ("true", "false"): return v.lower() == "true"
    for t in (int, float):
        try: return t(v)
        except ValueError: pass
    if "," in v: return [x.strip() for x in v.split(",") if x.strip()]
    return v
cfg = {s: {k: coerce(v) for k, v in kv.items()} for s, kv in parse_ini(ini).items()}
print(json.dumps(cfg, indent=2))
env = {"DB_PASS": "s3cr3t"}
print(Template(cfg["database"]["url"]).substitute(env), Template(cfg["database"]["url"]).safe_substitute({}))
try:
    parse_ini("[a]\nnot a pair")
except ValueError as e:
    print("ValueError:", e)
args = shlex.split('--name "My App" --port=9000 -v -v --tags a,b --empty ""')
opts, i = {}, 0
while i < len(args):
    a = args[i]
    if a.startswith("--"):
        k, _, v = a[2:].partition("=")
        if not _ and i + 1 < len(args) and not args[i + 1].startswith("-"):
            v = args[i + 1]; i += 1
        opts[k] = v if (_ or v or k == "empty") else True
    elif a.startswith("-"):
        opts[a[1:]] = opts.get(a[1:], 0) + 1
    i += 1
print(opts)
env_text = 'export A=1\nB="two words"\n# c\nC=\'x y\'\nD=${A}-suffix\n'
envmap = {}
for line in env_text.splitlines():
    line = line.strip()
    if not line or line.startswith("#"): continue
    line = line.removeprefix("export ")
    k, v = line.split("=", 1)
    v = shlex.split(v)[0] if v else ""
    envmap[k] = Template(v).safe_substitute(envmap)
print(envmap)
def deep_merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = deep_merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out
print(deep_merge(cfg, {"server": {"port": 9090, "tls": {"on": True}}, "new": 1})["server"])
