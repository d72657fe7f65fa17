# Checking how zlib reports odd arguments before using it in a pipeline.
import zlib

payload = b'sensor=42;' * 50
packed = zlib.compress(payload)


def attempt(label, fn, *args):
    try:
        result = fn(*args)
        print(label, 'ok', len(result) if isinstance(result, bytes) else result)
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('huge level', zlib.compress, payload, 2**40)
attempt('huge wbits', zlib.compress, payload, 6, -(2**40))
attempt('huge inflate wbits', zlib.decompress, packed, 2**33)
attempt('huge bufsize', zlib.decompress, packed, 15, 2**70)
attempt('negative bufsize', zlib.decompress, packed, 15, -1)
attempt('crc big start', zlib.crc32, payload, 2**70 + 5)


class Level(int):
    def __int__(self):
        return 0

    def __index__(self):
        return 0


# An int subclass counts by its value: level 9, not its __index__'s 0.
attempt('int subclass level', zlib.compress, payload, Level(9))
print(zlib.compress(payload, Level(9)) == zlib.compress(payload, 9))

# A stream that wants a preset dictionary.
needs_dict = b'\x78\xbb\x00\x00\x00\x01' + zlib.compress(b'a')[2:]
attempt('preset dictionary', zlib.decompress, needs_dict)

# Many empty deflate blocks and then the last one: no output at all.
empty_blocks = bytes.fromhex('0208208000') * 1000 + bytes.fromhex('0300')
attempt('empty blocks', zlib.decompress, empty_blocks, -15)

# A larger run inflates piece by piece to the same bytes.
big = bytes(range(256)) * 4000 + b'\x00' * 300000
print(zlib.decompress(zlib.compress(big, 1)) == big)
print(zlib.decompress(zlib.compress(big[:20000], 9), 47) == big[:20000])
