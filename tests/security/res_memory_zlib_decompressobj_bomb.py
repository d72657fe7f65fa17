# expect: memory
# args: --max-memory 64M --max-instructions 1000000000
# The deflate bomb of res_memory_zlib_decompression_bomb.py (13 bytes of
# input for every 2064 bytes of output) fed to a decompressor object in
# one call without max_length: the output grows under the memory cap and
# the run stops there, not past it.
import zlib
pattern = bytes.fromhex('05a360148c8251300a46c12818')
bomb = b'\x78\x01' + bytes.fromhex('6318') + pattern * 61500
d = zlib.decompressobj()
out = d.decompress(bomb)
print(len(out))
