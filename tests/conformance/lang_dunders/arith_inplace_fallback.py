class Score:
    def __init__(self, points):
        self.points = points

    def __add__(self, other):
        print("  __add__ creates a new object")
        return Score(self.points + other)

    def __mul__(self, other):
        return Score(self.points * other)

    def __repr__(self):
        return f"Score({self.points})"


s = Score(10)
original = s
s += 5
print(s, original, s is original)
s *= 2
print(s)
class Board:
    def __init__(self):
        self.best = Score(1)
b = Board()
b.best += 41
print(b.best)
