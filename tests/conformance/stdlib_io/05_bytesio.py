import io

b = io.BytesIO(b"header\x00\x01\nline two\r\nend")
print(b.read(6), b.tell())
print(b.readline())
print(b.readlines())
print(b.seek(-3, 2), b.read())
print(b.seek(-100, 1), b.read(4))
out = io.BytesIO()
print(out.write(b"abc"), out.write(bytearray(b"de")), out.getvalue())
out.seek(8)
out.write(b"Z")
print(out.getvalue(), len(out.getvalue()))
chunks = []
src = io.BytesIO(bytes(range(10)))
while True:
    chunk = src.read(4)
    if not chunk:
        break
    chunks.append(chunk)
print(chunks)
print(list(io.BytesIO(b"a\nb\n")))
