# Bytes built with += while aliases, dict keys and slices keep old values.
data = b"HDR" + b"\x00" * 300
frames = []
for i in range(5):
    frames.append(data)
    data += bytes([65 + i]) * 2
print(len(data), data[-10:], [len(f) for f in frames])
print([f[-2:] for f in frames])
keys = {f: i for i, f in enumerate(frames)}
print([keys[f] for f in frames], data in keys)
alias = data
data += b"!"
alias += b"?"
print(data[-3:], alias[-3:], len(data), len(alias))
blob = b"x" * 256
blob += blob
print(len(blob), blob.count(b"x"), blob[:3] == blob[-3:])
ba = bytearray(b"y" * 300)
mixed = b"z" * 300 + ba
ba[0] = 0
mixed += ba[:2]
print(len(mixed), mixed[299:302], mixed[-3:])
