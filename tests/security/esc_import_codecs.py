# expect: rejected
import codecs
print('SANDBOX-ESCAPE', codecs)
