# expect: budget|memory
# args: --max-memory 64M --max-instructions 60000000
# Fill one size class, drop it, move to the next: an allocator that keeps
# each class's pages for that class (or counts requested bytes, not the
# pages it holds) ends far above the cap in RSS while its account stays low.
for k in range(3, 64):
    size = 16 * k + 8
    keep = list(map(bytes, [size - 49] * ((24 << 20) // size)))
    keep = None
print('SANDBOX-ESCAPE: the loop finished')
