from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


codes = [1, 3, 5]
for code in codes:
    print(Color(code))
