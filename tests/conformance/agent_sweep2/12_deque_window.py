from collections import deque
window = deque(maxlen=3)
for x in [5, 1, 4, 8, 2, 7]:
    window.append(x)
    print(list(window), sum(window) / len(window))
d = deque([1, 2, 3, 4, 5])
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.appendleft(0); d.extend([9, 9]); print(d, d.count(9))
print(d.popleft(), d.pop(), d)
print(deque("abc", maxlen=2), repr(deque()))
q = deque()
try:
    q.pop()
except IndexError as e:
    print("IndexError:", e)
print(d[0], d[-1], 4 in d, d.index(4))
