# expect: rejected | error ModuleNotFoundError
import math.os
