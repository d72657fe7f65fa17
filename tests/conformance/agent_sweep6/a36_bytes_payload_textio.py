import csv
import io
import json

# A tool handed back raw bytes (a CSV export with a byte order mark and
# Windows line endings); read it as text without touching the disk.
payload = "id,name,city\r\n1,Zoë,Köln\r\n2,Bo,\"Oslo, NO\"\r\n".encode("utf-8-sig")
reader = csv.DictReader(io.TextIOWrapper(io.BytesIO(payload), encoding="utf-8-sig", newline=""))
rows = list(reader)
print(reader.fieldnames, rows)

text = io.TextIOWrapper(io.BytesIO(payload), encoding="utf-8-sig")
print(repr(text.readline()), text.newlines, text.tell())
print(text.readlines(), text.newlines, repr(text.read()))
text.seek(0)
print(repr(text.read(6)), text.encoding, text.errors, repr(text))

# Write a report as UTF-16 text for a legacy consumer.
out = io.BytesIO()
w = io.TextIOWrapper(out, encoding="utf-16", newline="\r\n")
cw = csv.writer(w, lineterminator="\n")
cw.writerow(["id", "name"])
for r in rows:
    cw.writerow([r["id"], r["name"].upper()])
print("before flush:", out.getvalue())
w.flush()
data = out.getvalue()
print(len(data), data[:12], data.decode("utf-16").splitlines())
raw = w.detach()
print(raw is out, raw.closed)
try:
    w.write("more")
except ValueError as e:
    print("ValueError:", e)

log = io.BytesIO()
stream = io.TextIOWrapper(log, encoding="ascii", errors="backslashreplace", line_buffering=True)
stream.write("start ")
print(log.getvalue())
stream.write("naïve → done\n")
print(log.getvalue())
json.dump({"ok": True, "n": 2}, stream)
stream.write("\n")
print(log.getvalue().decode().splitlines())
stream.close()
print(stream.closed, log.closed)
try:
    stream.write("late")
except ValueError as e:
    print("ValueError:", e)
try:
    io.TextIOWrapper(io.BytesIO(b"\xff\xfe"), encoding="utf-8").read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
strict = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
try:
    strict.write("€")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
