# expect: rejected
# smolagents' __self__ escape: a builtin's __self__ is the builtins module.
b = print.__self__
print('SANDBOX-ESCAPE', b)
