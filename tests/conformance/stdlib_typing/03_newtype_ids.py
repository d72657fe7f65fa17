from typing import NewType, Dict, List

UserId = NewType('UserId', int)
OrderId = NewType('OrderId', int)
Email = NewType('Email', str)
AdminId = NewType('AdminId', UserId)

users: Dict[UserId, Email] = {}
orders: Dict[OrderId, List[str]] = {}

def register(uid: UserId, email: Email) -> None:
    users[uid] = email

def lookup(uid: UserId) -> Email:
    return users[uid]

def place(uid: UserId, items: List[str]) -> OrderId:
    oid = OrderId(1000 + len(orders))
    orders[oid] = items
    return oid

u = UserId(42)
register(u, Email('ann@example.com'))
register(UserId(7), Email('bo@example.com'))
print(u, type(u).__name__, u + 1, lookup(UserId(7)))
print(OrderId.__name__, Email.__supertype__, UserId.__supertype__, AdminId.__supertype__ is UserId)
a = AdminId(UserId(1))
print(a, type(a).__name__, a == 1)
print(OrderId(5) == 5, Email('x') + '@y', sorted(users))
o1 = place(u, ['book'])
o2 = place(UserId(7), ['pen', 'ink'])
print(o1, o2, orders)
print(UserId('not checked at runtime'), Email(3))
print(isinstance(u, int), UserId(3) is not None, callable(UserId))
