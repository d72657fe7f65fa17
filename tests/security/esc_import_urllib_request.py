# expect: rejected
import urllib.request
print('SANDBOX-ESCAPE', urllib.request)
