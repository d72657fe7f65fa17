# expect: rejected | error ModuleNotFoundError
# urllib is allowed for urllib.parse only: urllib.request does not exist.
import urllib.request
print('SANDBOX-ESCAPE', urllib.request)
