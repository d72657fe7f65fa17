import io

buf = io.StringIO()
for name, score in [("alice", 91), ("bob", 78), ("carol", 85)]:
    buf.write(f"{name:<8}{score:>4}\n")
print("written chars:", buf.tell())
report = buf.getvalue()
print(report, end="")
print("lines:", report.count("\n"))
buf.write("extra line\n")
print(repr(buf.getvalue().splitlines()[-1]))
buf.close()
print("closed:", buf.closed)
