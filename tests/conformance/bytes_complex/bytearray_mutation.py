# Building and editing a mutable buffer.
buf = bytearray()
for word in [b"alpha", b"beta", b"gamma"]:
    buf += word
    buf.append(ord(","))
print(buf, len(buf))
buf.extend(b"delta")
buf.extend([33, 63])
buf.extend(x for x in range(48, 51))
print(buf)
buf.insert(0, ord("["))
buf.insert(len(buf), ord("]"))
buf.insert(-1, ord("!"))
print(buf)
print(buf.pop(), buf.pop(0), buf.pop(-2), buf)
buf.remove(ord(","))
print(buf)
buf[0] = ord("A")
buf[-1] = 35
print(buf)
buf[0:5] = b"ALPHA"
buf[5:5] = b"***"
print(buf)
buf[::2] = bytes(len(buf[::2]))
print(buf)
del buf[0]
del buf[:4]
del buf[::3]
print(buf, len(buf))
buf.reverse()
print(buf)
copy = buf.copy()
copy.clear()
print(copy, len(buf) > 0, copy == bytearray())
grid = bytearray(b"." * 9)
for i in (0, 4, 8):
    grid[i] = ord("X")
for r in range(3):
    print(grid[r * 3:r * 3 + 3].decode())
rep = bytearray(b"ab")
rep *= 3
print(rep)
alias = rep
alias += b"!"
print(rep, alias is rep)
frozen = b"imm"
other = frozen
other += b"utable"
print(frozen, other)
for bad in [lambda: buf.append(256), lambda: buf.append("x"), lambda: buf.remove(255), lambda: bytearray().pop(), lambda: buf.pop(99)]:
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)
try:
    buf[1:3] = "no"
except TypeError as e:
    print("TypeError:", e)
try:
    buf[::2] = b"x"
except ValueError as e:
    print("ValueError:", e)
