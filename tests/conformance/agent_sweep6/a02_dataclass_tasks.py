from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import Optional
from datetime import date

@dataclass(order=True)
class Task:
    priority: int
    title: str = field(compare=False)
    due: Optional[date] = field(default=None, compare=False)
    tags: list[str] = field(default_factory=list, compare=False, repr=False)
    done: bool = field(default=False, compare=False)

    def overdue(self, today: date) -> bool:
        return self.due is not None and not self.done and self.due < today

@dataclass
class Project:
    name: str
    tasks: list[Task] = field(default_factory=list)
    budget: InitVar[float] = 0.0
    spent: float = 0.0

    def __post_init__(self, budget):
        self.remaining = budget - self.spent

    def add(self, *tasks: Task) -> "Project":
        self.tasks.extend(tasks)
        return self

p = Project("launch", budget=1000.0, spent=250.5)
p.add(Task(2, "write docs", date(2024, 3, 1), ["docs"]),
      Task(1, "fix bug", date(2024, 2, 10), ["bug", "urgent"]),
      Task(3, "party", None),
      Task(1, "review", date(2024, 2, 28), done=True))
today = date(2024, 2, 20)
for t in sorted(p.tasks):
    flag = "OVERDUE" if t.overdue(today) else ""
    print(f"{t.priority:>2} {t.title:<12} {str(t.due):<10} {flag}")
print(p.remaining)
print(repr(p.tasks[0]))
print(asdict(p.tasks[1]))
print(astuple(p.tasks[2]))
print([f.name for f in fields(Task)])
t2 = replace(p.tasks[0], title="write more docs", done=True)
print(t2, t2 == p.tasks[0], t2 < p.tasks[1], t2 > p.tasks[1])
print(Task(1, "a") == Task(1, "b"))
d = asdict(p)
print(sorted(d), len(d["tasks"]), d["tasks"][0]["due"])
try:
    replace(p.tasks[0], nope=1)
except TypeError as e:
    print("TypeError:", e)
try:
    Task()
except TypeError as e:
    print("TypeError:", e)
try:
    Task(1, "x", None, [], False, 5)
except TypeError as e:
    print("TypeError:", e)
print(Project.__dataclass_fields__["budget"]._field_type if False else "ok")
