from collections.abc import (AsyncGenerator, AsyncIterable, AsyncIterator,
                             Awaitable, Coroutine, Iterable)
from typing import Awaitable as TAwaitable, AsyncIterator as TAsyncIterator, get_origin


class Future:
    """A hand-rolled awaitable, as an agent might sketch one."""

    def __init__(self, value):
        self.value = value

    def __await__(self):
        yield self
        return self.value


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return Future(self.n)


class Source:
    def __aiter__(self):
        return Countdown(3)


class Task:
    def __await__(self):
        return iter(())

    def send(self, value):
        raise StopIteration(value)

    def throw(self, typ, val=None, tb=None):
        raise typ

    def close(self):
        pass


def describe(obj):
    kinds = [abc.__name__ for abc in (Awaitable, Coroutine, AsyncIterable,
                                      AsyncIterator, AsyncGenerator, Iterable)
             if isinstance(obj, abc)]
    return "%s: %s" % (type(obj).__name__, kinds or "none")


for obj in [Future(1), Countdown(2), Source(), Task(), [1, 2], "text", 42]:
    print(describe(obj))

print(Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator)
for abc in (Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator):
    print(abc.__name__, sorted(abc.__abstractmethods__))
print(issubclass(Coroutine, Awaitable), issubclass(AsyncGenerator, AsyncIterator),
      issubclass(AsyncIterator, Iterable), issubclass(Countdown, AsyncIterable))

# Drive the async iterator by hand (no event loop needed).
it = Source().__aiter__()
values = []
while True:
    try:
        fut = it.__anext__()
    except StopAsyncIteration:
        break
    gen = fut.__await__()
    next(gen)
    try:
        next(gen)
    except StopIteration as stop:
        values.append(stop.value)
print("drained:", values)


class Pages(AsyncIterator):
    def __init__(self, pages):
        self.pages = list(pages)

    def __anext__(self):
        if not self.pages:
            raise StopAsyncIteration
        return self.pages.pop(0)


p = Pages(["a", "b"])
print(p.__aiter__() is p, p.__anext__(), p.__anext__(), isinstance(p, AsyncIterable))


class Echo(AsyncGenerator):
    def asend(self, value):
        return "sent %r" % (value,)

    def athrow(self, typ, val=None, tb=None):
        return "threw %s" % typ.__name__


e = Echo()
print(e.asend(5), e.athrow(ValueError), isinstance(e, AsyncGenerator), e.__aiter__() is e)


class Job(Coroutine):
    def __await__(self):
        return iter(())

    def send(self, value):
        raise StopIteration(value)

    def throw(self, typ, val=None, tb=None):
        raise typ


print(Job().close(), isinstance(Job(), Awaitable))


class Legacy:
    pass


Awaitable.register(Legacy)
print(isinstance(Legacy(), Awaitable), issubclass(Legacy, Coroutine))
print(Awaitable[int], Coroutine[None, None, str], AsyncIterator[bytes], AsyncGenerator[int, None])
print(TAwaitable[int], TAsyncIterator[str], get_origin(TAwaitable[int]), get_origin(TAsyncIterator))
print(isinstance(Future(0), TAwaitable), issubclass(Countdown, TAsyncIterator), isinstance([], TAwaitable))

from typing import AsyncGenerator as TAsyncGenerator, AsyncIterable as TAsyncIterable
print(TAsyncIterable[int], TAsyncGenerator[int, None], get_origin(TAsyncGenerator[str, None]))
print(isinstance(Source(), TAsyncIterable), isinstance(Echo(), TAsyncGenerator), issubclass(Countdown, TAsyncGenerator))
