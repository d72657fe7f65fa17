import io

with io.StringIO("hello world") as s:
    s.seek(6)
    s.write("there")
    print(s.getvalue(), s.tell())
    s.seek(0)
    s.write("J")
    print(s.getvalue())
    s.seek(20)
    s.write("!")
    print(repr(s.getvalue()))
    print(s.truncate(5), repr(s.getvalue()), s.tell())
    s.writelines(["x", "y", "z"])
    print(repr(s.getvalue()))
    print(s.readable(), s.writable(), s.seekable(), s.isatty())
print(s.closed)
try:
    s.getvalue()
except ValueError as e:
    print("ValueError:", e)
try:
    with s:
        pass
except ValueError as e:
    print("ValueError:", e)
