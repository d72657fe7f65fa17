# expect: rejected | error ImportError
from math import sys
