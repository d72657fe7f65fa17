from typing import TypedDict, Required, NotRequired, Optional, get_type_hints
class Address(TypedDict):
    street: str
    city: str
    zip: NotRequired[str]
class Customer(TypedDict, total=False):
    name: Required[str]
    email: str
    address: Address
    vip: bool
def describe(c: Customer) -> str:
    addr = c.get("address")
    where = f"{addr['street']}, {addr['city']}" if addr else "no address"
    return f"{c['name']} <{c.get('email', 'n/a')}> - {where}{' (VIP)' if c.get('vip') else ''}"
people = [Customer(name="Ann", email="ann@x.io", vip=True),
          Customer(name="Bo", address=Address(street="1 Main St", city="Springfield"))]
for p in people:
    print(describe(p))
for cls in (Address, Customer):
    print(cls.__name__, cls.__total__, sorted(cls.__required_keys__), sorted(cls.__optional_keys__))
print(get_type_hints(Address))
Point = TypedDict("Point", {"x": float, "y": float}, total=False)
print(Point(x=1.5), Point.__total__, sorted(Point.__optional_keys__))
print(type(people[0]).__name__, people[1] == {"name": "Bo", "address": {"street": "1 Main St", "city": "Springfield"}})
