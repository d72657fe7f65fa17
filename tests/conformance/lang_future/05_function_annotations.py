# Function annotations naming undefined types do not matter at definition time.
from __future__ import annotations


def parse(record: RawRecord, strict: bool = False) -> ParsedRecord:
    return {"fields": record.split(","), "strict": strict}


def apply(fn: Callable[[int], int], values: list[int]) -> list[int]:
    return [fn(v) for v in values]


class Service:
    registry: dict[str, Service] = {}

    def __init__(self, name: str) -> None:
        Service.registry[name] = self
        self.name = name

    def clone(self) -> Service:
        return Service(self.name + "-copy")


print(parse("a,b,c"))
print(apply(lambda x: x * 3, [1, 2]))
s = Service("auth").clone()
print(s.name, sorted(Service.registry))
