# expect: rejected
# The classic jail break: from a literal up to object, then down to every class.
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == 'catch_warnings':
        print('SANDBOX-ESCAPE', c)
