import io

data = "id,name\n1,widget\n2,gadget\n\n3,doohickey"
f = io.StringIO(data)
print(repr(f.readline()))
print(repr(f.readline(3)), f.tell())
print(f.readlines())
print(repr(f.readline()), repr(f.read()))
f.seek(0)
for i, line in enumerate(f):
    print(i, repr(line.rstrip("\n")))
f.seek(0)
print([line for line in f if line.strip()])
print(f.seek(0, 2), f.seek(0, 1), f.seek(3))
print(repr(f.read(5)), repr(f.read(0)), repr(f.read(-1)[:6]), repr(f.read(None)))
print(io.StringIO("a\nb\nc\nd").readlines(3))
