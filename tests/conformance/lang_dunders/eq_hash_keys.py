class Coord:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Coord) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"({self.x},{self.y})"


visited = {}
path = [Coord(0, 0), Coord(0, 1), Coord(0, 0), Coord(1, 1), Coord(0, 1)]
for step, c in enumerate(path):
    visited.setdefault(c, []).append(step)
print(visited)
unique = set(path)
print(len(unique), Coord(1, 1) in unique, Coord(2, 2) in unique)
print(hash(Coord(3, 4)) == hash(Coord(3, 4)))
