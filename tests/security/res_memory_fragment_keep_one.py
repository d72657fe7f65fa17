# expect: budget|memory|ok
# args: --max-memory 32M --max-instructions 60000000
# Keep one small object in every page's worth of a size class and free the
# rest, then allocate another class. The process must never hold much more
# than the cap (the runner checks peak RSS): with pages counted whole, the
# pinned pages reach the cap and the run stops; an allocator without pages
# (the sanitizer builds' malloc) holds only what is pinned and finishes.
pinned = []
for k in range(4, 60, 3):
    size = 16 * k + 8
    block = list(map(bytes, [size - 49] * ((8 << 20) // size)))
    pinned.append(block[::max(1, 16384 // size)])
    block = None
print(len(pinned))
