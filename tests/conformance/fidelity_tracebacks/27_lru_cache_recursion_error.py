# A memoised path counter that hits a bad cell.
import functools

grid = [[1, 1, 1], [1, None, 1], [1, 1, 1]]

@functools.lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid[r][c] * (paths(r - 1, c) + paths(r, c - 1))

print("corner:", paths(0, 2))
print("all:", paths(2, 2))
