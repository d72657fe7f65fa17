from dataclasses import dataclass
@dataclass(order=True)
class Task:
    priority: int
    name: str
tasks = [Task(2, "write"), Task(1, "plan")]
print(sorted(tasks))
tasks.append(Task(None, "review"))
print(sorted(tasks))
