# expect: deadline | error | error ModuleNotFoundError
# args: --max-instructions 1000000000000
# args: --deadline 1
# wall: 4
import re
print(re.match(r'(a|a)*$', 'a' * 40 + 'b'))
