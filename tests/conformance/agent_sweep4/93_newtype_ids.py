from typing import NewType, Optional, Union, List, Dict, get_type_hints
UserId = NewType("UserId", int)
OrderId = NewType("OrderId", str)
Score = NewType("Score", float)
print(UserId, repr(OrderId), UserId(42), type(UserId(42)).__name__, UserId.__name__, UserId.__qualname__, UserId.__supertype__, UserId.__module__)
print(Optional[UserId], Union[UserId, OrderId], List[UserId], Dict[OrderId, List[Score]], UserId | None, None | OrderId)
def lookup(uid: UserId, orders: Dict[OrderId, float]) -> Optional[Score]:
    return Score(sum(orders.values()) / max(uid, 1))
print(lookup(UserId(4), {OrderId("a1"): 10.0, OrderId("b2"): 6.0}), get_type_hints(lookup))
Nested = NewType("pkg.Nested", UserId)
print(Nested, Nested.__name__, Nested.__qualname__, Nested.__supertype__, Nested(UserId(7)) + 1)
try:
    class Admin(UserId):
        pass
except TypeError as e:
    print("TypeError:", e)
ids = [UserId(i) for i in (3, 1, 2)]
print(sorted(ids), sum(ids), callable(UserId), isinstance(UserId(1), int))
