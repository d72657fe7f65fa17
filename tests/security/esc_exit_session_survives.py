# expect: exit
# stdout: alive
# SystemExit ends one step, never the host: the next step runs in the same session.
value = 41
raise SystemExit(0)
#---step---
print('alive' if value == 41 else 'lost')
