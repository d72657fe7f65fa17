from collections import deque

recent = deque(maxlen=3)
for i in range(7):
    recent.append(i)
    print(list(recent))
print(recent, recent.maxlen)
recent.appendleft(100)
print(recent)
recent.extend([7, 8])
print(recent)
recent.extendleft(['a', 'b'])
print(recent)

# moving average over a window
window = deque(maxlen=4)
avgs = []
for x in [10, 20, 30, 40, 50, 60]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs)
print(deque([], maxlen=0), deque('hello', maxlen=2))
