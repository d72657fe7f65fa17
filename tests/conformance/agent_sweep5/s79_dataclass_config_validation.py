# Dataclass-based config loading with validation errors collected, then one escapes.
from dataclasses import dataclass, fields, field
import json
@dataclass
class DBConfig:
    host: str = "localhost"
    port: int = 5432
    user: str = "admin"
    pool: int = 5
    options: dict = field(default_factory=dict)
    def __post_init__(self):
        problems = []
        for f in fields(self):
            v = getattr(self, f.name)
            if f.type is int and not isinstance(v, int):
                problems.append(f"{f.name} must be int, got {type(v).__name__}")
        if isinstance(self.port, int) and not (0 < self.port < 65536):
            problems.append(f"port out of range: {self.port}")
        if problems:
            raise ValueError("; ".join(problems))
raw = ['{"host": "db1", "port": 6543}', '{"port": "x", "pool": 2.5}', '{"port": 70000}', '{"user": "u", "options": {"ssl": true}}']
for r in raw:
    try:
        cfg = DBConfig(**json.loads(r))
        print("OK", cfg)
    except ValueError as e:
        print("invalid:", e)
print([f.name for f in fields(DBConfig)], [f.default for f in fields(DBConfig)][:4])
DBConfig(**json.loads('{"hots": "typo"}'))
