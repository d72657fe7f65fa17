# expect: budget | memory
# Building classes forever must hit a limit, not exhaust the host.
B = object
while True:
    B = type('B', (B,), {})
