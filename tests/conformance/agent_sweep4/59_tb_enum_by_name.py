from enum import Enum
class Level(Enum):
    LOW = 1
    HIGH = 2
print(Level("LOW"))
