from collections.abc import Generator, ByteString, Iterator, Sequence

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

g = fib()
print(isinstance(g, Generator), isinstance(g, Iterator), isinstance(iter([]), Generator))
print([next(g) for _ in range(10)])
print(issubclass(type(g), Generator), isinstance((x for x in 'ab'), Generator))

class Countdown(Generator):
    def __init__(self, n):
        self.n = n
    def send(self, value):
        if value is not None:
            self.n = value
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
    def throw(self, typ=None, val=None, tb=None):
        raise StopIteration

c = Countdown(3)
print(list(c))
c2 = Countdown(5)
print(next(c2), c2.send(2), next(c2))
c2.close()
print('closed ok', isinstance(c2, Generator))
try:
    Generator()
except TypeError as e:
    print(type(e).__name__, str(e).split(' with')[0])

def checksum(data):
    if not isinstance(data, ByteString):
        raise TypeError('expected bytes-like, got %s' % type(data).__name__)
    return sum(data) % 256

for d in [b'hello', bytearray(b'\x01\x02\x03'), 'text', [1, 2]]:
    try:
        print(type(d).__name__, checksum(d))
    except TypeError as e:
        print(type(d).__name__, 'TypeError', e)
print(issubclass(bytes, ByteString), issubclass(bytearray, ByteString), issubclass(str, ByteString),
      issubclass(ByteString, Sequence))
