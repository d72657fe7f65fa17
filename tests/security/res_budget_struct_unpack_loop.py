# expect: budget
# Unpacking a million-item format again and again: every item unpacked is
# charged.
import struct
fmt = '<1000000B'
data = bytes(1000000)
while True:
    struct.unpack(fmt, data)
