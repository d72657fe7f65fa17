from collections import deque
d = deque([1])
print(d.pop())
try:
    d.popleft()
except IndexError as e:
    print('IndexError:', e)
try:
    d[0]
except IndexError as e:
    print('IndexError:', e)
d.pop()
