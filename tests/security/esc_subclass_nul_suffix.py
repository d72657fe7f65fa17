# expect: error AttributeError
# An embedded NUL must neither pass the check nor find the real attribute.
print('SANDBOX-ESCAPE', getattr(1, '__class__\x00'))
