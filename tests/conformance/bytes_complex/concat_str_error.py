# Mixing bytes and str is a TypeError, not an implicit conversion.
prefix = b"data:"
print(prefix + "ok".encode())
label = prefix + "oops"
print(label)
