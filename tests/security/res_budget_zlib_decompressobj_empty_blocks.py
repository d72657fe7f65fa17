# expect: budget
# wall: 5
# Empty fixed-Huffman blocks (no output) fed again and again to one
# decompressor object: every input byte is charged before inflate reads
# it, so the run stops with the budget although nothing comes out.
import zlib
stream = bytes.fromhex('0208208000') * 200000
d = zlib.decompressobj(-15)
while True:
    d.decompress(stream)
