import uuid
import random

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.urn, u.int)
print(u.version, u.variant, u.fields, u.node, u.time_low, u.clock_seq)
print(u.bytes, u.bytes_le)
for form in ["{12345678-1234-5678-1234-567812345678}", "12345678123456781234567812345678",
             "urn:uuid:12345678-1234-5678-1234-567812345678"]:
    print(uuid.UUID(form) == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
v = uuid.UUID(int=0, version=4)
print(v, v.version, v.variant)
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL.version, uuid.RFC_4122)
ids = sorted([uuid.UUID(int=3), uuid.UUID(int=1), uuid.UUID(int=2)])
print([str(i)[-4:] for i in ids], {uuid.UUID(int=1): "one"}[uuid.UUID(int=1)], int(uuid.UUID(int=7)))
random.seed(1)
a = uuid.uuid4()
random.seed(1)
b = uuid.uuid4()
print(a != b, a.version, a.variant, len(str(a)), str(a)[14], isinstance(a, uuid.UUID))
print(len({uuid.uuid4() for _ in range(100)}))
for bad in [lambda: uuid.UUID("not-a-uuid"), lambda: uuid.UUID(), lambda: uuid.UUID(int=-1),
            lambda: uuid.UUID(bytes=b"short"), lambda: uuid.UUID(int=1, version=9),
            lambda: uuid.UUID(fields=(1, 2, 3, 4, 5, 1 << 48))]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    u.int = 5
except TypeError as e:
    print("TypeError", e)
