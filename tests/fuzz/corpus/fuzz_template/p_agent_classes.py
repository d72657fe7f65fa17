from dataclasses import dataclass, field
from enum import Enum
from typing import Optional

class Status(Enum):
    PENDING = "pending"
    DONE = "done"

@dataclass
class Task:
    title: str
    priority: int = 0
    tags: list[str] = field(default_factory=list)
    status: Status = Status.PENDING
    parent: Optional["Task"] = None

    def complete(self) -> None:
        self.status = Status.DONE

    @property
    def is_done(self) -> bool:
        return self.status is Status.DONE

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0

class TaskList:
    def __init__(self):
        self._tasks: list[Task] = []

    def __len__(self):
        return len(self._tasks)

    def __iter__(self):
        return iter(self._tasks)

    def __getitem__(self, i):
        return self._tasks[i]

    def add(self, *tasks: Task) -> "TaskList":
        self._tasks.extend(tasks)
        return self

    def pending(self):
        return [t for t in self if not t.is_done]

tl = TaskList().add(Task("write", 2, ["a"]), Task("test", priority=1))
tl[0].complete()
print(len(tl), [t.title for t in tl.pending()])
print(Version(1, 2) < Version(1, 3))
