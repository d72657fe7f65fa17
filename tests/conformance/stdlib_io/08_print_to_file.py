import io
buf = io.StringIO()
print("hello", 42, sep=", ", file=buf)
print("second line", file=buf, end="!\n")
print(file=buf)
print(buf.getvalue(), end="")
class Log:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        self.parts.append("<flush>")
log = Log()
print("a", "b", 3, file=log, flush=True)
print(*[1, 2], sep="-", end="", file=log)
print(log.parts)
print("to stdout", file=None)
for bad in (5, "text"):
    try:
        print("x", file=bad)
    except AttributeError as e:
        print("AttributeError:", e)
class NoFlush:
    def write(self, s): pass
try:
    print("y", file=NoFlush(), flush=True)
except AttributeError as e:
    print("AttributeError:", e)
class BadBool:
    def __bool__(self): raise ValueError("flush truth")
try:
    print("z", file=log, flush=BadBool())
except ValueError as e:
    print("ValueError:", e, log.parts[-1])
try:
    print("w", file=log, sep=3)
except TypeError as e:
    print("TypeError:", e)
