# __len__ results converted as CPython's slot_sq_length converts them (an
# int subclass, an object with __index__, the sign checked before the
# size), and __index__ returning an int subclass (taken for its value).
class MyInt(int): pass
class Idx:
    def __index__(self): return 3
def t(name, fn):
    try: print(name, fn())
    except Exception as e: print(name, type(e).__name__, e)
class L1:
    def __len__(self): return MyInt(4)
class L2:
    def __len__(self): return Idx()
class L3:
    def __len__(self): return True
class L4:
    def __len__(self): return 2**70
class L5:
    def __len__(self): return -2**70
class L6:
    def __len__(self): return 3.0
for L in (L1, L2, L3, L4, L5, L6):
    t('len ' + L.__name__, lambda: len(L()))
    t('bool ' + L.__name__, lambda: bool(L()))
class R:
    def __index__(self): return MyInt(2)
t('index sub', lambda: [1, 2, 3][R()])
t('index sub rep', lambda: [1] * R())
t('index sub range', lambda: range(R()))
