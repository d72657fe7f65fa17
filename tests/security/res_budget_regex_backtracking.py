# expect: budget | error | error ModuleNotFoundError
# Catastrophic backtracking: the regex engine must be bounded.
import re
print(re.match(r'(a+)+$', 'a' * 60 + 'b'))
