"""Module-level annotations are kept as text."""
from __future__ import annotations

from typing import Optional

count: int = 0
names: list[str] = []
lookup: dict[str, list[Optional[int]]]
handler: Callable[[int, str], bool]
future_thing: SomethingNotDefinedYet = None
scale: float = 2.5
print(__annotations__)
print(count, names, scale, future_thing)
print(sorted(__annotations__))
