# Decompress objects with a zdict (missing, wrong, right, with max_length
# splitting the input), Compress.flush in every mode, and gzip streams
# copied mid-way.
import zlib
def t(name, fn):
    try:
        r = fn()
        print(name, r if not isinstance(r, bytes) or len(r) < 60 else len(r))
    except Exception as e:
        print(name, type(e).__name__, str(e)[:80])
zd = b'the quick brown fox'
cc = zlib.compressobj(zdict=zd)
data = cc.compress(b'the quick brown fox jumps') + cc.flush()
dd = zlib.decompressobj()
t('need dict', lambda: dd.decompress(data))
t('need dict flush', lambda: dd.flush())
dd = zlib.decompressobj(zdict=b'wrong dict')
t('wrong dict', lambda: dd.decompress(data))
t('wrong dict flush', lambda: dd.flush())
dd = zlib.decompressobj(zdict=zd)
t('dict limit', lambda: [dd.decompress(data[:i], 1) for i in range(0, len(data), 7)])
t('dict flush', lambda: dd.flush())
t('dict tail', lambda: (dd.unconsumed_tail, dd.unused_data, dd.eof))
dd = zlib.decompressobj(zdict=zd)
out = [dd.decompress(data[:5], 2)]
while dd.unconsumed_tail:
    out.append(dd.decompress(dd.unconsumed_tail, 2))
out.append(dd.decompress(data[5:], 3))
while dd.unconsumed_tail:
    out.append(dd.decompress(dd.unconsumed_tail, 3))
t('dict pieces', lambda: (b''.join(out), dd.eof))
c = zlib.compressobj()
c.compress(b'abc')
for m in (-5, 7, 5, 6, 3, 1, 2, 4, 4):
    t('flush %d' % m, lambda: c.flush(m))
g = zlib.compressobj(wbits=31)
gz = g.compress(b'gzip data') + g.flush()
t('gzip auto', lambda: zlib.decompressobj(47).decompress(gz))
t('gzip copy', lambda: (lambda o: (o.decompress(gz[:10]), o.copy().decompress(gz[10:])))(zlib.decompressobj(47)))
