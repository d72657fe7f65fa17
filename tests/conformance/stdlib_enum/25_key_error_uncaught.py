from enum import Enum


class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2


for name in ["MONDAY", "tuesday"]:
    print(Weekday[name])
