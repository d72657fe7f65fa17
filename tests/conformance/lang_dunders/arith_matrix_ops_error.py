class Mat:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    def __matmul__(self, other):
        if len(self.rows[0]) != len(other.rows):
            raise ValueError(f"shape mismatch: {len(self.rows[0])} columns vs {len(other.rows)} rows")
        cols = list(zip(*other.rows))
        return Mat([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __neg__(self):
        return Mat([[-x for x in r] for r in self.rows])

    def __truediv__(self, k):
        return Mat([[x / k for x in r] for r in self.rows])

    def __repr__(self):
        return f"Mat({self.rows})"


a = Mat([[1, 2], [3, 4]])
col = Mat([[1], [1]])
print(a @ col, -a)
print(a / 2)
print(a @ Mat([[1, 2, 3]]))
