import json
from collections import defaultdict

raw = '''
{"results": [
  {"tool": "search", "status": "ok", "latency_ms": 120.5, "hits": 12, "tags": ["web", "fast"]},
  {"tool": "search", "status": "error", "latency_ms": 3000, "error": "timeout"},
  {"tool": "calc", "status": "ok", "latency_ms": 2.25, "hits": null, "tags": []},
  {"tool": "fetch", "status": "ok", "latency_ms": 845.125, "hits": 1, "tags": ["web"]},
  {"tool": "calc", "status": "ok", "latency_ms": 1.75, "hits": 0, "tags": ["math", "fast"]}
]}
'''
data = json.loads(raw)
by_tool = defaultdict(list)
for r in data["results"]:
    by_tool[r["tool"]].append(r)

summary = {}
for tool, rows in sorted(by_tool.items()):
    ok = [r for r in rows if r["status"] == "ok"]
    lat = [r["latency_ms"] for r in rows]
    summary[tool] = {
        "calls": len(rows),
        "ok_rate": round(len(ok) / len(rows), 3),
        "avg_ms": round(sum(lat) / len(lat), 2),
        "max_ms": max(lat),
        "tags": sorted({t for r in rows for t in r.get("tags", [])}),
        "errors": [r["error"] for r in rows if "error" in r],
    }

print(json.dumps(summary, indent=2, sort_keys=True))
print(json.dumps(summary, separators=(",", ":"))[:120])
print(json.dumps({"k": [1, 2.0, None, True, "é\u2603"]}, ensure_ascii=False))
print(json.dumps({"k": [1, 2.0, None, True, "é\u2603"]}))
print(json.dumps({3: "int key", 1.5: "float", True: "bool", None: "none"}, sort_keys=False))
print(json.dumps([float("inf"), -float("inf")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({"b": 1, "a": {"d": [], "c": {}}}, indent="\t", sort_keys=True))
print(json.dumps([[], {}, [[]]], indent=0))
print(json.dumps({"x": (1, 2)}, indent=1, separators=(",", ": ")))
text = json.dumps(data["results"][0], sort_keys=True)
print(text)
back = json.loads(text, object_pairs_hook=list)
print(back)
print(json.loads('[1.0, 1e400, -0.0, 12345678901234567890]'))
print(json.loads('{"a": 1, "a": 2}'))
print(json.loads('"\\ud83d\\ude00 \\u00e9"'))
dec = json.JSONDecoder()
obj, end = dec.raw_decode('{"a": [1, 2]} trailing')
print(obj, end)
for bad in ['{"a": 1,}', "[1, 2", "{'a': 1}", "", "nul", '{"a" 1}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, "|", e.msg, "|", e.pos, e.lineno, e.colno)
