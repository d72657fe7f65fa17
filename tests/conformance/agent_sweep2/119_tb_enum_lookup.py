from enum import Enum
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
rows = [{"id": 1, "status": "active"}, {"id": 2, "status": "archived"}]
for r in rows:
    s = Status(r["status"])
    print(r["id"], s.name)
