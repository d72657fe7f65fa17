# expect: memory
# args: --max-memory 64M
# '%.50000000f': the C library's printf would take 200 MB of scratch
# outside the cap; the digits past a double's exact expansion are written
# by the runtime instead, inside it.
s = '%.50000000f' % 1.5
