import io
import pprint

buf = io.StringIO()
pprint.pprint({"k": list(range(30))}, stream=buf)
pprint.pprint("short", buf)
print(buf.getvalue(), end="")
p = pprint.PrettyPrinter(width=20, stream=buf)
p.pprint(["alpha", "beta", "gamma", "delta"])
print(buf.getvalue().splitlines()[-4:])
