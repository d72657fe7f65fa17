# A base that is no class: the class statement calls its type as the
# metaclass (after the body ran), type() reports a metaclass conflict.
# hashlib's constructors are builtins; blake2b and blake2s are final types.
import hashlib

print(type(hashlib.blake2b).__name__, type(hashlib.blake2s).__name__)
print(hashlib.blake2b, hashlib.blake2s)
print(isinstance(hashlib.blake2b(), hashlib.blake2b), type(hashlib.blake2s()) is hashlib.blake2s)

for name in ['sha256', 'md5', 'sha1', 'sha512', 'blake2b', 'blake2s', 'sha3_256', 'shake_128']:
    base = getattr(hashlib, name)
    try:
        type('X', (base,), {})
        print(name, 'ok')
    except TypeError as e:
        print(name, 'TypeError:', e)

try:
    class A(hashlib.sha256):
        print('body of A runs')
except TypeError as e:
    print('A:', e)
try:
    class B(hashlib.md5):
        pass
except TypeError as e:
    print('B:', e)
try:
    class C(hashlib.blake2s):
        print('body of C does not run')
except TypeError as e:
    print('C:', e)
try:
    class D(type(hashlib.blake2b())):
        pass
except TypeError as e:
    print('D:', e)
try:
    class E(hashlib.sha256, object):
        print('body of E does not run')
except TypeError as e:
    print('E:', e)
try:
    class F(object, hashlib.sha256):
        pass
except TypeError as e:
    print('F:', e)

for b in [len, print, 1, 'a', None, 2.5]:
    try:
        class G(b):
            pass
        print('ok')
    except TypeError as e:
        print(type(b).__name__, 'class:', e)
    try:
        type('G', (b,), {})
        print('ok')
    except TypeError as e:
        print(type(b).__name__, 'type():', e)
    try:
        class H(int, b):
            pass
        print('ok')
    except TypeError as e:
        print(type(b).__name__, 'second base:', e)

for t in [bool, range, slice]:
    try:
        class K(t):
            pass
    except TypeError as e:
        print(e)

class Fine(object):
    pass
print(Fine.__name__)

class Z(hashlib.blake2b):
    pass
