import io

log = io.StringIO()
with log:
    log.write("started\n")
print("log closed:", log.closed)
print(log.getvalue())
