# Calling hash object methods the wrong way while wiring up a checksum
# helper, to see the errors.
import hashlib


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('digest arg', lambda: hashlib.sha256().digest(1))
attempt('hexdigest args', lambda: hashlib.md5().hexdigest(1, 2))
attempt('copy arg', lambda: hashlib.sha1().copy(1))
attempt('copy keyword', lambda: hashlib.sha1().copy(x=1))
attempt('blake2b digest arg', lambda: hashlib.blake2b().digest(1))
attempt('blake2s copy arg', lambda: hashlib.blake2s().copy(1))
attempt('blake2s hexdigest arg', lambda: hashlib.blake2s().hexdigest(b'x'))
attempt('blake2b data keyword', lambda: hashlib.blake2b(data=b'abc'))
attempt('blake2b two positional', lambda: hashlib.blake2b(b'a', b'b'))
attempt('blake2s two positional', lambda: hashlib.blake2s(b'a', b'b'))
attempt('blake2b unknown keyword', lambda: hashlib.blake2b(b'a', size=3))
attempt('blake2s ok', lambda: hashlib.blake2s(b'a', digest_size=4).hexdigest())
attempt('blake2b copy ok', lambda: hashlib.blake2b(b'a', digest_size=8).copy().hexdigest())
attempt('shake no length', lambda: hashlib.shake_128().digest())
attempt('shake two lengths', lambda: hashlib.shake_128().digest(1, 2))
