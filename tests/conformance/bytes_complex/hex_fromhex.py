# Hex encoding for checksums and dumps.
payload = b"\x00\x01\x7fhello\xff"
print(payload.hex(), payload.hex(":"), payload.hex(" ", 2), payload.hex("-", -3), payload.hex(sep="_", bytes_per_sep=4))
print(b"".hex(), b"\xab".hex(":"), bytearray(b"\xde\xad\xbe\xef").hex())
print(bytes.fromhex("48656c6c6f"), bytes.fromhex("de ad be ef"), bytearray.fromhex("00 ff 10"), bytes.fromhex(""))
print(bytes.fromhex(payload.hex()) == payload, b"x".fromhex("41"))
def checksum(data):
    total = 0
    for b in data:
        total = (total + b) % 256
    return total
msg = "Agent step complete".encode()
print(checksum(msg), hex(checksum(msg)), (256 - checksum(msg)) % 256)
def hexdump(data, width=8):
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        print(f"{off:04x}  " + chunk.hex(' ').ljust(width * 3) + text)
hexdump(b"The quick brown fox\x00\x01\x02 jumps")
for bad in ["zz", "abc", "12 3", "0x12"]:
    try:
        bytes.fromhex(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    payload.hex("::")
except ValueError as e:
    print("ValueError:", e)
