from dataclasses import dataclass, field
from typing import List, Protocol, runtime_checkable
import textwrap, json
@runtime_checkable
class Renderable(Protocol):
    def render(self, width: int) -> str: ...
@dataclass
class Heading:
    text: str
    level: int = 1
    def render(self, width):
        line = "=" if self.level == 1 else "-"
        return f"{self.text.upper() if self.level == 1 else self.text}\n{line * min(width, len(self.text))}"
@dataclass
class Para:
    text: str
    def render(self, width): return textwrap.fill(self.text, width)
@dataclass
class Table:
    rows: List[list]
    header: bool = True
    def render(self, width):
        widths = [max(len(str(r[i])) for r in self.rows) for i in range(len(self.rows[0]))]
        lines = [" | ".join(str(c).ljust(w) if isinstance(c, str) else str(c).rjust(w) for c, w in zip(r, widths)) for r in self.rows]
        if self.header: lines.insert(1, "-+-".join("-" * w for w in widths))
        return "\n".join(lines)
@dataclass
class Report:
    blocks: list = field(default_factory=list)
    def add(self, b):
        if not isinstance(b, Renderable):
            raise TypeError(f"{type(b).__name__} is not renderable")
        self.blocks.append(b)
        return self
    def render(self, width=40): return "\n\n".join(b.render(width) for b in self.blocks)
r = Report().add(Heading("Quarterly summary")).add(Para("Revenue grew strongly in every region except the north, where a supply problem delayed two large orders into the next quarter."))
r.add(Heading("Numbers", 2)).add(Table([["region", "q1", "q2"], ["north", 120, 95], ["south", 80, 130], ["east", 101, 142]]))
print(r.render(36))
try:
    r.add("plain string")
except TypeError as e:
    print("TypeError:", e)
print([type(b).__name__ for b in r.blocks], isinstance(Para("x"), Renderable), isinstance(42, Renderable))
print(json.dumps([type(b).__name__ for b in r.blocks]))
