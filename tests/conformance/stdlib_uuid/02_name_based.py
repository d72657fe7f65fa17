# Stable ids for users and URLs with name-based UUIDs.
import uuid

for name in ["alice@example.com", "bob@example.com", "alice@example.com"]:
    u = uuid.uuid5(uuid.NAMESPACE_DNS, name)
    print(name, u, u.version, u.variant)
print(uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com/page"), uuid.uuid3(uuid.NAMESPACE_DNS, "python.org").hex)
print(uuid.uuid5(uuid.NAMESPACE_OID, "1.3.6.1"), uuid.uuid5(uuid.NAMESPACE_X500, "cn=test").urn)
ids = {uuid.uuid5(uuid.NAMESPACE_URL, f"/item/{i}") for i in range(50)}
print(len(ids), uuid.uuid3(uuid.NAMESPACE_DNS, "") == uuid.uuid3(uuid.NAMESPACE_DNS, ""))
try:
    uuid.uuid5(uuid.NAMESPACE_DNS, b"bytes")
except TypeError as e:
    print("TypeError:", e)
