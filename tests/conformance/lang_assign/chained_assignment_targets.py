config = {}
class Settings:
    pass
s = Settings()
config["timeout"] = s.timeout = default = 30
print(config, s.timeout, default)
left = right = [0, 0]
left[0] = 5
print(right)
a, b = c, d = "xy"
print(a, b, c, d)
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
m = n = {"k": 1}
n["k"] += 1
print(m)
