import json
import random
from dataclasses import dataclass, field
from typing import Iterator, Optional

PAGES = {
    None: {"items": [{"id": i, "score": (i * 37) % 100} for i in range(1, 5)], "next": "c2"},
    "c2": {"items": [{"id": i, "score": (i * 37) % 100} for i in range(5, 9)], "next": "c3"},
    "c3": {"items": [{"id": 9, "score": None}], "next": None},
}

class TransientError(Exception):
    def __init__(self, attempt, cursor):
        super().__init__(f"503 on cursor={cursor!r} (attempt {attempt})")
        self.attempt = attempt

@dataclass
class Client:
    fail_plan: dict
    calls: list = field(default_factory=list)

    def get(self, cursor: Optional[str]) -> str:
        n = sum(1 for c in self.calls if c == cursor) + 1
        self.calls.append(cursor)
        if self.fail_plan.get(cursor, 0) >= n:
            raise TransientError(n, cursor)
        return json.dumps(PAGES[cursor])

def with_retry(fn, *args, retries=3, base=0.5):
    delays = []
    for attempt in range(1, retries + 1):
        try:
            return fn(*args), delays
        except TransientError as e:
            if attempt == retries:
                raise RuntimeError(f"giving up after {attempt} attempts") from e
            delay = base * 2 ** (attempt - 1)
            delays.append(delay)
    raise AssertionError("unreachable")

def iterate(client: Client) -> Iterator[dict]:
    cursor = None
    while True:
        body, delays = with_retry(client.get, cursor)
        if delays:
            print(f"  retried {cursor!r} after sleeping {delays}")
        page = json.loads(body)
        yield from page["items"]
        cursor = page["next"]
        if cursor is None:
            return

client = Client({"c2": 2})
items = list(iterate(client))
print(len(items), client.calls)
scored = [it for it in items if it["score"] is not None]
print(sorted(scored, key=lambda it: (-it["score"], it["id"]))[:3])
print(json.dumps({"count": len(items), "max": max(s["score"] for s in scored), "ids": [i["id"] for i in items]}))

bad = Client({None: 5})
try:
    list(iterate(bad))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__), "| attempt", e.__cause__.attempt)

rng = random.Random(2024)
jitter = [round(min(8.0, 0.5 * 2 ** a) * rng.uniform(0.5, 1.5), 3) for a in range(6)]
print(jitter)
