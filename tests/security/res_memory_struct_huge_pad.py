# expect: memory
# A format of a billion pad bytes: the packed bytes are allocated under
# the memory cap.
import struct
print(len(struct.pack('1000000000x')))
