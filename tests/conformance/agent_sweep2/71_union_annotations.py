from dataclasses import dataclass, field, fields
from typing import Optional, Union, get_args, get_origin
import types
@dataclass
class Job:
    name: str
    priority: int | None = None
    tags: list | None = None
    timeout: float | int = 30
def schedule(job: Job, delay: int | float = 0, *, owner: str | None = None) -> dict | None:
    if job.priority is None:
        return None
    return {"job": job.name, "at": delay, "owner": owner or "system"}
jobs = [Job("backup", 2), Job("report"), Job("sync", 1, ["net"], 12.5)]
for j in jobs:
    print(j, "->", schedule(j, 5, owner="ops" if j.tags else None))
print([f.type for f in fields(Job)])
ann = int | str | None
print(ann, type(ann), get_args(ann), get_origin(ann) is types.UnionType)
print(int | int, str | None | str, (int | str) == (str | int), Optional[int] == (int | None))
print(Union[int | str, float], Union[str, int] == Union[int, str])
def check(value, expected: type | types.UnionType):
    return isinstance(value, expected)
print(check(3, int | float), check("x", int | float), check(None, str | None))
print(issubclass(bool, int | str), len({int | str, str | int}))
try:
    int | "str"
except TypeError as e:
    print("TypeError:", e)
try:
    (int | str)()
except TypeError as e:
    print("TypeError:", e)
