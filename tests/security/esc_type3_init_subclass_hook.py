# expect: budget | ok
# stdout-excludes: created
# A hook planted through type()'s namespace dict runs under the budget (CPython
# runs it; smolvm may not run it at all, which is safe).
def hook(cls, **kw):
    while True:
        pass
B = type('B', (), {'__init_subclass__': classmethod(hook)})
C = type('C', (B,), {})
print('hook not run')
