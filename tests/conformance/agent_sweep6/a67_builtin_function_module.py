import math
print(len.__module__, math.sqrt.__module__, "a".upper.__module__, [].append.__module__)
try: object.__delattr__(int, "x")
except TypeError as e: print(e)
