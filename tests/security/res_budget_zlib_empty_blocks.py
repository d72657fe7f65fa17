# expect: budget
# wall: 5
# A raw deflate stream of 2.8 million empty fixed-Huffman blocks (ten bits
# each, no output): inflating it takes time for every input byte, so the
# input is charged before inflate reads it, and one call stops with the
# budget.
import zlib
stream = bytes.fromhex('0208208000') * 700000 + bytes.fromhex('0300')
print(len(stream))
out = zlib.decompress(stream, -15)
print(len(out))
