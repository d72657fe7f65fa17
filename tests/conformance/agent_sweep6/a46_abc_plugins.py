from abc import ABC, abstractmethod, ABCMeta
from typing import Protocol, runtime_checkable, ClassVar, Iterable

class Exporter(ABC):
    registry: ClassVar[dict] = {}
    extension: ClassVar[str] = ""

    def __init_subclass__(cls, /, fmt=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if fmt:
            Exporter.registry[fmt] = cls

    @property
    @abstractmethod
    def mime(self) -> str: ...

    @abstractmethod
    def render(self, rows: list[dict]) -> str: ...

    @classmethod
    @abstractmethod
    def describe(cls) -> str: ...

    def export(self, rows):
        body = self.render(rows)
        return f"[{self.mime}] {len(body)} chars\n{body}"

class CsvExporter(Exporter, fmt="csv"):
    extension = ".csv"
    mime = "text/csv"
    def render(self, rows):
        cols = list(rows[0])
        return "\n".join([",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in rows])
    @classmethod
    def describe(cls):
        return f"{cls.__name__} -> {cls.extension}"

class MarkdownExporter(Exporter, fmt="md"):
    @property
    def mime(self):
        return "text/markdown"
    def render(self, rows):
        cols = list(rows[0])
        lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
        lines += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in rows]
        return "\n".join(lines)
    @classmethod
    def describe(cls):
        return "markdown table"

class Broken(Exporter, fmt="broken"):
    def render(self, rows):
        return ""

rows = [{"sku": "A1", "qty": 3}, {"sku": "B2", "qty": 0}]
for fmt, cls in Exporter.registry.items():
    try:
        exp = cls()
    except TypeError as e:
        print(f"{fmt}: TypeError: {e}")
        continue
    print(f"{fmt}: {cls.describe()}")
    print(exp.export(rows))
print(sorted(Exporter.__abstractmethods__), sorted(Broken.__abstractmethods__), CsvExporter.__abstractmethods__)
print(isinstance(CsvExporter(), Exporter), issubclass(MarkdownExporter, Exporter), type(Exporter) is ABCMeta)

class Sized2(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized2:
            return hasattr(C, "__len__")
        return NotImplemented
print(isinstance([], Sized2), isinstance(3, Sized2), issubclass(dict, Sized2))
class Legacy:
    def render(self, rows):
        return "legacy"
Exporter.register(Legacy)
print(isinstance(Legacy(), Exporter), issubclass(Legacy, Exporter), Legacy in Exporter.registry.values())

@runtime_checkable
class Renderer(Protocol):
    def render(self, rows: Iterable[dict]) -> str: ...

print([isinstance(o, Renderer) for o in (CsvExporter(), Legacy(), object(), "text")])
try:
    isinstance(1, Protocol)
except TypeError as e:
    print("TypeError:", e)
class NotChecked(Protocol):
    def go(self): ...
try:
    isinstance(1, NotChecked)
except TypeError as e:
    print("TypeError:", e)
