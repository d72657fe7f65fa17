# A tree whose annotations name the class before it exists.
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Node:
    value: int
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None

    def add(self, value: int) -> Node:
        child = Node(value, parent=self)
        self.children.append(child)
        return child

    def total(self) -> int:
        return self.value + sum(c.total() for c in self.children)


root = Node(1)
a = root.add(2)
a.add(3)
root.add(4)
print(root.total(), [c.value for c in root.children], a.parent is root)
print(Node(5))
