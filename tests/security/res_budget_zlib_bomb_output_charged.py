# expect: budget
# args: --max-memory 512M --max-instructions 10000000
# wall: 5
# One decompression of a bomb that stays under the memory cap: 200 KB of
# (length 258, distance 1) pairs inflate to 32 MB in a single call. The
# output is charged as inflate writes it (at most 64 KiB a call), so the
# budget stops the call; charging by the pieces of the growing buffer let
# the whole 32 MB through for a few thousand units.
import zlib
pattern = bytes.fromhex('05a360148c8251300a46c12818')
bomb = b'\x78\x01' + bytes.fromhex('6318') + pattern * 15500
out = zlib.decompress(bomb)
print(len(out))
