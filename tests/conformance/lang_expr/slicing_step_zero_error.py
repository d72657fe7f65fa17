data = list(range(20))
print(data[::5])
print(data[::-5])
print(data[3:15:4])
for want in [4, 10]:
    step = len(data) // want
    print("step", step, data[::step])
step = len(data) // 30
print("step is", step)
print(data[::step])
