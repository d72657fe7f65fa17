# expect: rejected
# stderr-contains: relative imports are not supported in smolvm
from . import secrets
