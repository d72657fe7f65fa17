# expect: memory | error ModuleNotFoundError
import math
x = math.factorial(10**8)
