# expect: error AttributeError
# CPython's textwrap imports re at module level; smolvm's must not hand the
# re module object out through it (a host that allows textwrap but not re).
import textwrap
print('SANDBOX-ESCAPE', textwrap.re)
