from collections.abc import AsyncGenerator, AsyncIterable, AsyncIterator, Awaitable, Coroutine
import typing


class HalfGen(AsyncGenerator):
    def asend(self, value):
        return value


class Stubborn(Coroutine):
    def __await__(self):
        return iter(())

    def send(self, value):
        return value

    def throw(self, typ, val=None, tb=None):
        return "ignored"


class NotAwaitable:
    __await__ = None


attempts = [
    ("Awaitable()", lambda: Awaitable()),
    ("Coroutine()", lambda: Coroutine()),
    ("AsyncIterable()", lambda: AsyncIterable()),
    ("AsyncIterator()", lambda: AsyncIterator()),
    ("HalfGen()", lambda: HalfGen()),
    ("Stubborn().close()", lambda: Stubborn().close()),
    ("issubclass(1, Awaitable)", lambda: issubclass(1, Awaitable)),
    ("Awaitable.register(3)", lambda: Awaitable.register(3)),
    ("isinstance(NotAwaitable(), Awaitable)", lambda: isinstance(NotAwaitable(), Awaitable)),
    ("isinstance(1, typing.Awaitable[int])", lambda: isinstance(1, typing.Awaitable[int])),
    ("typing.Coroutine[int]", lambda: typing.Coroutine[int]),
    ("typing.AsyncIterator()", lambda: typing.AsyncIterator()),
]
for label, fn in attempts:
    try:
        print(label, "->", fn())
    except Exception as exc:
        print(label, "->", type(exc).__name__ + ":", exc)

AsyncGenerator()
