# expect: rejected
import socket
print('SANDBOX-ESCAPE', socket)
