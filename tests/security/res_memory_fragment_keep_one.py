# expect: budget|memory
# args: --max-memory 32M --max-instructions 60000000
# Keep one small object in every page's worth of a size class and free the
# rest, then allocate another class: the pinned pages count against the cap,
# so the process cannot hold far more than the cap through fragmentation.
pinned = []
for k in range(4, 60, 3):
    size = 16 * k + 8
    block = list(map(bytes, [size - 49] * ((8 << 20) // size)))
    pinned.append(block[::max(1, 16384 // size)])
    block = None
print('SANDBOX-ESCAPE: fragmented memory beyond the cap', len(pinned))
