history = ["v1", "v2", "v3", "v4", "v5", "v6"]
print("latest first:", history[::-1])
print("last three newest first:", history[:-4:-1])
print("every other from end:", history[-1::-2])
print("middle:", history[1:-1], history[-2:1:-1])
n = 4
print("window:", history[n - 3:n], history[n:n - 3:-1])
text = "2024-05-17"
print(text[:4], text[5:7], text[8:], text[::-1][:2][::-1])
t = tuple(range(10))
print(t[::3], t[9:0:-3], t[-1:-11:-5])
print(history[::-2][::-1])
