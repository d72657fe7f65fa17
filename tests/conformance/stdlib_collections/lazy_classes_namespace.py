# Names collections makes on first use, set or deleted before that: as if
# they had been made when collections was imported.
import collections
collections.ChainMap = 1
print(collections.ChainMap, collections.UserDict.__name__)
del collections.UserList
print(hasattr(collections, 'UserList'), hasattr(collections, 'UserString'), 'UserList' in dir(collections))
try:
    from collections import UserList
except ImportError as e:
    print(type(e).__name__)
setattr(collections, 'UserString', 'replaced')
print(collections.UserString)
