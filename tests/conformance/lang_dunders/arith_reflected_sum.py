class Duration:
    def __init__(self, minutes):
        self.minutes = minutes

    def __add__(self, other):
        if isinstance(other, Duration):
            return Duration(self.minutes + other.minutes)
        if isinstance(other, int):
            return Duration(self.minutes + other)
        return NotImplemented

    def __radd__(self, other):
        print(f"  __radd__({other!r})")
        return self.__add__(other)

    def __rmul__(self, k):
        return Duration(self.minutes * k)

    def __repr__(self):
        h, m = divmod(self.minutes, 60)
        return f"{h}h{m:02d}m"


meetings = [Duration(45), Duration(30), Duration(90)]
print(sum(meetings))
print(15 + Duration(50))
print(3 * Duration(25))
print(Duration(10) + 5)
