# expect: rejected | error ImportError | error ModuleNotFoundError
from typing import sys
print('SANDBOX-ESCAPE', sys)
