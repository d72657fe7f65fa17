# expect: ok
# stdout: TypeError int.real
# stdout: TypeError float.imag
# stdout: TypeError re.Match.pos
# stdout: TypeError time.struct_time.tm_year
# stdout: 5 0 0.0 0 2
# property.__init__ re-fills a property; the attributes of built-in types
# that smolvm keeps as properties (CPython's getset descriptors) must not be
# re-filled, or a snippet would rewrite int.real for every int.
import re
import time
class P(property):
    pass
for name, prop in [('int.real', int.real), ('float.imag', float.imag), ('re.Match.pos', re.Match.pos),
                   ('time.struct_time.tm_year', time.struct_time.tm_year)]:
    for init in (property.__init__, P.__init__):
        try:
            init(prop, lambda self: 'SANDBOX-ESCAPE')
            print('SANDBOX-ESCAPE', name)
        except TypeError:
            pass
    print('TypeError', name)
m = re.search('b', 'abc')
print((5).real, (5).imag, (2.5).imag, m.pos, time.gmtime(0).tm_mon + 1)
