# expect: ok | exit
# Catching SystemExit inside the snippet is CPython behaviour; either way the host lives.
try:
    raise SystemExit(1)
except SystemExit:
    print('caught')
