class Priority:
    def __init__(self, level):
        self.level = level

    def __lt__(self, other):
        print(f"  __lt__({self.level}, {other.level})")
        return self.level < other.level

    def __gt__(self, other):
        print(f"  __gt__({self.level}, {other.level})")
        return self.level > other.level

    def __ge__(self, other):
        print(f"  __ge__({self.level}, {other.level})")
        return self.level >= other.level


low, high = Priority(1), Priority(5)
print(low < high)
print(low > high)
print(high >= low)
# no __le__: Python tries the reflected __ge__ of the right operand
print(low <= high)
