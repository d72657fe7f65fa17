# Fingerprinting records whose payloads come wrapped in small classes.
import hashlib


class Payload(bytes):
    def __bytes__(self):
        return b'not the payload'


class Frame(bytearray):
    def __bytes__(self):
        return b'not the frame'


class Size(int):
    def __int__(self):
        return 1

    def __index__(self):
        return 2


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('bytes subclass', lambda: hashlib.sha256(Payload(b'abc')).hexdigest())
attempt('bytearray subclass', lambda: hashlib.md5(Frame(b'abc')).hexdigest())
attempt('update subclass', lambda: hashlib.sha1(b'a').copy().hexdigest())
h = hashlib.sha1()
h.update(Payload(b'ab'))
h.update(Frame(b'c'))
print('updates', h.hexdigest() == hashlib.sha1(b'abc').hexdigest())
attempt('blake2 key subclass', lambda: hashlib.blake2b(b'x', key=Payload(b'k'), digest_size=Size(16)).hexdigest())
attempt('blake2s params', lambda: hashlib.blake2s(b'', digest_size=Size(5), fanout=Size(2), depth=Size(2),
                                                  leaf_size=Size(2), node_offset=Size(1), node_depth=Size(1),
                                                  inner_size=Size(1)).hexdigest())
attempt('shake length', lambda: hashlib.shake_256(b'').hexdigest(Size(6)))
attempt('pbkdf2 subclass', lambda: hashlib.pbkdf2_hmac('sha1', Payload(b'pw'), Frame(b'salt'), Size(3), Size(5)).hex())

attempt('None data', lambda: hashlib.sha256(None))
attempt('None keyword', lambda: hashlib.md5(string=None))
attempt('new None', lambda: hashlib.new('sha256', None))
attempt('blake2 None', lambda: hashlib.blake2b(None))
attempt('empty default', lambda: hashlib.sha256().hexdigest()[:16])
attempt('nul in name', lambda: hashlib.new('sha256\x00'))
attempt('nul in pbkdf2 name', lambda: hashlib.pbkdf2_hmac('sha256\x00x', b'pw', b'salt', 1))
attempt('shake nul', lambda: hashlib.new('shake_128\x00'))
