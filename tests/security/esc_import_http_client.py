# expect: rejected
import http.client
print('SANDBOX-ESCAPE', http.client)
