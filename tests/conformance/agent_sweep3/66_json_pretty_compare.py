import json
a = {"name": "svc", "replicas": 3, "env": {"A": "1", "B": "2"}, "ports": [80, 443]}
b = {"name": "svc", "replicas": 5, "env": {"A": "1", "C": "3"}, "ports": [80, 8443], "new": True}
def diff(x, y, path="$"):
    if isinstance(x, dict) and isinstance(y, dict):
        for k in sorted(x.keys() | y.keys()):
            if k not in y:
                print(f"- {path}.{k}: {json.dumps(x[k])}")
            elif k not in x:
                print(f"+ {path}.{k}: {json.dumps(y[k])}")
            else:
                diff(x[k], y[k], f"{path}.{k}")
    elif isinstance(x, list) and isinstance(y, list):
        for i, (p, q) in enumerate(zip(x, y)):
            diff(p, q, f"{path}[{i}]")
        for i in range(len(x), len(y)):
            print(f"+ {path}[{i}]: {json.dumps(y[i])}")
    elif x != y:
        print(f"~ {path}: {json.dumps(x)} -> {json.dumps(y)}")
diff(a, b)
print(json.dumps(a, indent=2) == json.dumps(json.loads(json.dumps(a)), indent=2), json.dumps(a, sort_keys=True) < json.dumps(b, sort_keys=True))
lines = json.dumps(b, indent=2, sort_keys=True).splitlines()
print(len(lines), lines[:4], max(lines, key=len))
print(json.dumps({"k": "a\u0000b\u001f\u007f\u0080\uffff"}), json.dumps("</script>"), json.loads('"\\ud83d\\ude00"'))
