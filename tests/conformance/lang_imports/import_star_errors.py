# from m import * with an __all__ naming what m lacks, or holding a non-string.
import json
json.__all__ = ["dumps", "nothere"]
try:
    from json import *
except AttributeError as e:
    print(e)
json.__all__ = ["dumps", 5]
try:
    from json import *
except TypeError as e:
    print(e)
json.__all__ = ("loads",)
from json import *
print(loads("[1]"))
