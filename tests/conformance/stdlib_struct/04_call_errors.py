# Trying the struct API with keywords and missing arguments while writing
# a small record reader.
import struct

rec = struct.Struct('<ih')


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('format', lambda: rec.format)
attempt('size', lambda: rec.size)
attempt('set format', lambda: setattr(rec, 'format', '<q'))
attempt('del size', lambda: delattr(rec, 'size'))
attempt('no format', lambda: struct.Struct())
attempt('format keyword', lambda: struct.Struct(format='<h').size)
attempt('two formats', lambda: struct.Struct('i', 'j'))
attempt('pack nothing', lambda: struct.pack())
attempt('pack keyword', lambda: struct.pack(format='i'))
attempt('pack_into keyword', lambda: struct.pack_into('i', bytearray(4), offset=0))
attempt('unpack keyword', lambda: struct.unpack('<h', buffer=b'\x01\x00'))
attempt('calcsize keyword', lambda: struct.calcsize(format='i'))
attempt('calcsize nothing', lambda: struct.calcsize())
attempt('iter_unpack keyword', lambda: struct.iter_unpack(format='i', buffer=b''))
attempt('unpack_from keywords', lambda: struct.unpack_from('<h', buffer=b'\x01\x00\x02', offset=1))
attempt('method pack none', lambda: rec.pack())
attempt('method unpack none', lambda: rec.unpack())
attempt('method unpack keyword', lambda: rec.unpack(buffer=bytes(6)))
attempt('method unpack two', lambda: rec.unpack(bytes(6), b''))
attempt('method iter_unpack none', lambda: rec.iter_unpack())
attempt('method pack_into keyword', lambda: rec.pack_into(bytearray(6), offset=0))
attempt('method unpack_from none', lambda: rec.unpack_from())
attempt('method unpack_from offset', lambda: rec.unpack_from(bytes(8), offset=2))
