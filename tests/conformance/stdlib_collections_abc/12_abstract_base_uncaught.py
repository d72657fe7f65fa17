# Instantiating an incomplete subclass is an uncaught TypeError.
from collections.abc import Iterator


class Ticker(Iterator):
    def __init__(self):
        self.n = 0


print(issubclass(Ticker, Iterator))
Ticker()
