import copy
import json
from dataclasses import dataclass, field, asdict
from enum import Enum, IntEnum, StrEnum


class Currency(StrEnum):
    USD = "USD"
    EUR = "EUR"


class Tier(IntEnum):
    FREE = 0
    PRO = 1
    ENTERPRISE = 2


class Status(Enum):
    OPEN = "open"
    PAID = "paid"


@dataclass
class Invoice:
    number: str
    amount: float
    currency: Currency
    tier: Tier = Tier.FREE
    status: Status = Status.OPEN
    tags: list = field(default_factory=list)


inv = Invoice("INV-001", 1250.0, Currency.EUR, Tier.PRO)
print(inv)
d = asdict(inv)
print(d)
print(json.dumps({k: (v.value if isinstance(v, Status) else v) for k, v in d.items()}))
print(json.dumps({"currency": inv.currency, "tier": inv.tier}))
clone = copy.deepcopy(inv)
print(clone.currency is Currency.EUR, clone.status is Status.OPEN, copy.copy(Status.PAID) is Status.PAID)
print(copy.deepcopy([Tier.PRO, {"s": Status.OPEN}]))
raw = '{"currency": "USD", "tier": 2, "status": "paid"}'
data = json.loads(raw)
restored = Invoice("INV-002", 99.99, Currency(data["currency"]), Tier(data["tier"]), Status(data["status"]))
print(restored)
print(restored.tier > Tier.PRO, restored.tier.name, f"{restored.amount:.2f} {restored.currency}")
