# expect: error AttributeError
# The policy refuses before any __getattr__ fallback is consulted.
class A:
    def __getattr__(self, name):
        return 'SANDBOX-ESCAPE: __getattr__ reached for ' + name
print(getattr(A(), '__cl' + 'ass__'))
