# expect: error AttributeError
# stdout: False False False
# io is allowed for StringIO and BytesIO: it must hold nothing that opens
# a file or a descriptor.
import io
print(hasattr(io, 'open'), hasattr(io, 'FileIO'), hasattr(io, 'open_code'))
print('SANDBOX-ESCAPE', io.open('/etc/passwd').read())
