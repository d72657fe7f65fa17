import re
from datetime import datetime
log = """[2024-02-01 09:00:00] job=ingest status=start
[2024-02-01 09:02:30] job=ingest status=done rows=1200
[2024-02-01 09:01:00] job=clean status=start
[2024-02-01 09:05:45] job=clean status=fail error="disk full"
[2024-02-01 09:06:00] job=report status=start"""
pat = re.compile(r'\[(?P<ts>[^\]]+)\] job=(?P<job>\w+) status=(?P<status>\w+)(?: rows=(?P<rows>\d+))?(?: error="(?P<err>[^"]*)")?')
jobs = {}
for line in log.splitlines():
    m = pat.match(line)
    d = m.groupdict()
    ts = datetime.strptime(d["ts"], "%Y-%m-%d %H:%M:%S")
    j = jobs.setdefault(d["job"], {})
    j[d["status"]] = ts
    if d["rows"]:
        j["rows"] = int(d["rows"])
    if d["err"]:
        j["error"] = d["err"]
for name, j in jobs.items():
    end = j.get("done") or j.get("fail")
    dur = (end - j["start"]) if end else None
    state = "done" if "done" in j else "failed" if "fail" in j else "running"
    extra = f"rows={j['rows']}" if "rows" in j else j.get("error", "")
    print(f"{name:<7} {state:<8} {str(dur) if dur else '-':>8} {extra}")
