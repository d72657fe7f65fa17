# expect: memory
# args: --max-memory 64M --max-instructions 1000000000
# A decompression bomb: a fixed-Huffman deflate block of one literal 0
# and then (length 258, distance 1) pairs without end, 13 bytes for every
# 2064 bytes of output; 800 KB of it would inflate to 127 MB. Inflating
# must stop at the memory cap (64M), not past it.
import zlib
pattern = bytes.fromhex('05a360148c8251300a46c12818')
bomb = b'\x78\x01' + bytes.fromhex('6318') + pattern * 61500
print(len(bomb))
out = zlib.decompress(bomb)
print(len(out))
