# expect: rejected
import mmap
print('SANDBOX-ESCAPE', mmap)
