# expect: rejected
import io
print('SANDBOX-ESCAPE', io)
