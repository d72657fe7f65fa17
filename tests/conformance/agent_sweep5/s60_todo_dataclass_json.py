import json
from dataclasses import dataclass, field, asdict
from typing import List
@dataclass
class Task:
    id: int
    title: str
    done: bool = False
    tags: List[str] = field(default_factory=list)
class TodoList:
    def __init__(self):
        self._tasks = {}
        self._next = 1
    def add(self, title, *tags):
        t = Task(self._next, title, tags=list(tags))
        self._tasks[t.id] = t
        self._next += 1
        return t
    def complete(self, tid):
        try:
            self._tasks[tid].done = True
        except KeyError:
            raise KeyError(f"no task {tid}") from None
    def __len__(self): return len(self._tasks)
    def __iter__(self): return iter(sorted(self._tasks.values(), key=lambda t: (t.done, t.id)))
    def to_json(self): return json.dumps([asdict(t) for t in self], indent=1)
todo = TodoList()
todo.add("write report", "work")
todo.add("buy milk", "home", "errand")
todo.add("call mom")
todo.complete(2)
for t in todo:
    print(("[x]" if t.done else "[ ]"), t.id, t.title, t.tags)
print(len(todo), todo.to_json())
try:
    todo.complete(9)
except KeyError as e:
    print("KeyError:", e)
todo.complete(7)
