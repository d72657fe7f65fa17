# Looking up hash algorithms by the names a config file gives, in any case.
import hashlib


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


for name in ['MD5', 'Sha1', 'SHA224', 'SHA256', 'SHA384', 'SHA512', 'RIPEMD160', 'SM3', 'MD5-SHA1',
             'SHA512_224', 'SHA512_256', 'Shake_256', 'SHAKE_128', 'Blake2s', 'BLAKE2B', 'SHA3_256',
             'sha3_512', 'blake2b', 'shake_128']:
    attempt(name, lambda: hashlib.new(name).name)

attempt('digest upper', lambda: hashlib.new('SHA256', b'abc').hexdigest()[:16])
attempt('unknown keyword', lambda: hashlib.new('sha256', b'x', foo=1))
attempt('string keyword', lambda: hashlib.new('md5', string=b'x'))
attempt('data keyword', lambda: hashlib.new('md5', data=b'x').hexdigest())
attempt('usedforsecurity', lambda: hashlib.new('md5', b'x', usedforsecurity=False).hexdigest())
attempt('blake2 keyword', lambda: hashlib.new('blake2b', b'x', digest_size=4).hexdigest())
attempt('blake2 unknown keyword', lambda: hashlib.new('blake2s', b'x', foo=1))
