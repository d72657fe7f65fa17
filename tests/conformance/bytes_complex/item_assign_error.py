# bytes are immutable: item assignment fails with CPython's message.
packet = b"\x01\x02\x03"
mutable = bytearray(packet)
mutable[0] = 9
print(mutable, packet)
packet[0] = 9
print("unreachable")
