frames = list(range(10))
frames[::2] = ["x"] * 5
print(frames)
frames[1::3] = "abc"
print(frames)
frames[2:5] = []
print(frames)
frames[::2] = [0, 0]
print(frames)
