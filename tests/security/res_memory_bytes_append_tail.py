# expect: memory | budget
# args: --max-memory 16M --max-instructions 100000000
# Bytes built with += reach the cap the same way.
b = b"\x00" * 300
while True:
    b += b"z" * 4096
