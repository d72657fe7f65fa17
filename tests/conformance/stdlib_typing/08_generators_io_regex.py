import re
from typing import (Generator, Iterator, ContextManager, AsyncContextManager, AsyncGenerator,
                    AsyncIterable, AsyncIterator, Awaitable, Coroutine, IO, TextIO, BinaryIO,
                    Pattern, Match, ByteString, Optional, Any, TypeVarTuple, Unpack, Tuple, List)

def countdown(n: int) -> Generator[int, None, str]:
    while n > 0:
        yield n
        n -= 1
    return 'liftoff'

def running_avg() -> Generator[float, float, None]:
    total = 0.0
    count = 0
    avg = 0.0
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count

gen = countdown(3)
print(list(gen))
g = countdown(2)
next(g); next(g)
try:
    next(g)
except StopIteration as e:
    print('returned', e.value)
avg = running_avg()
next(avg)
print([avg.send(v) for v in (10, 20, 60)])

class Timer:
    def __init__(self, label: str) -> None:
        self.label = label
        self.log: List[str] = []
    def __enter__(self) -> 'Timer':
        self.log.append('enter ' + self.label)
        return self
    def __exit__(self, *exc: Any) -> None:
        self.log.append('exit ' + self.label)

def timed(label: str) -> ContextManager[Timer]:
    return Timer(label)

with timed('job') as t:
    t.log.append('work')
print(t.log)

KEY_VALUE: Pattern[str] = re.compile(r'(\w+)=(\d+)')

def parse_pair(text: str) -> Optional[Match[str]]:
    return KEY_VALUE.search(text)

m = parse_pair('timeout=30; retries=3')
print(m.group(1), m.group(2) if m else None, parse_pair('nothing here'))
print({k: int(v) for k, v in KEY_VALUE.findall('a=1 b=22 c=333')})

# signatures for a handler registry: printed, never run
handler_types = {
    'stream': AsyncIterator[bytes],
    'source': AsyncIterable[str],
    'producer': AsyncGenerator[int, None],
    'task': Coroutine[Any, Any, int],
    'future': Awaitable[str],
    'session': AsyncContextManager[dict],
    'sync_session': ContextManager[dict],
    'text_out': IO[str],
    'binary_out': IO[bytes],
    'lines': Iterator[str],
}
for name, typ in handler_types.items():
    print('%-12s %s' % (name, typ))

class Report:
    def __init__(self) -> None:
        self.lines: List[str] = []
    def write(self, s: str) -> int:
        self.lines.append(s)
        return len(s)

def emit(out: TextIO, rows: List[str]) -> int:
    return sum(out.write(r + '\n') for r in rows)

def emit_bytes(out: BinaryIO, data: bytes) -> int:
    return out.write(data)

class Sink:
    def __init__(self) -> None:
        self.data = b''
    def write(self, b: bytes) -> int:
        self.data += b
        return len(b)

rep = Report()
print(emit(rep, ['alpha', 'beta']), rep.lines)
sink = Sink()
print(emit_bytes(sink, b'\x00\x01'), sink.data)

Ts = TypeVarTuple('Ts')
def first_of(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    return args
print(first_of(1, 'a', 2.0), Ts, Ts.__name__)

def crc8(data: ByteString) -> int:
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc
print(crc8(b'123456789'), crc8(bytearray(b'abc')), crc8(b''))
