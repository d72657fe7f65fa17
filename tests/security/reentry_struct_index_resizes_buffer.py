# expect: ok
# stdout: bytearray(b'\x00\x00')
# stdout: 1
# An __index__ that shrinks the bytearray pack_into writes into: the
# values are converted before anything is written, and the buffer, checked
# again after, is left as the callback left it.
import struct
buf = bytearray(8)
class Shrink:
    def __index__(self):
        del buf[2:]
        return 7
try:
    struct.pack_into('<hhh', buf, 0, Shrink(), 1, 2)
except struct.error as e:
    print(buf)
    print(1)
