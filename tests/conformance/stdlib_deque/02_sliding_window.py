# Fixed-size windows with maxlen: moving averages, the last lines of a log,
# recent history, and rotation.
from collections import deque

prices = [10, 12, 11, 15, 14, 13, 17, 18, 16, 20]
window = deque(maxlen=3)
averages = []
for p in prices:
    window.append(p)
    if len(window) == window.maxlen:
        averages.append(round(sum(window) / len(window), 2))
print("moving averages:", averages)
print(window, window.maxlen)

log_lines = ["line %d" % i for i in range(1, 11)]
tail = deque(log_lines, maxlen=4)
print("tail:", list(tail))
tail.extend(["line 11", "line 12"])
print("tail after extend:", tail)
tail.appendleft("line 0")
print("after appendleft:", tail)
tail.extendleft(["a", "b"])
print("after extendleft:", tail)

def max_sliding(nums, k):
    dq = deque()
    out = []
    for i, n in enumerate(nums):
        while dq and dq[0] <= i - k:
            dq.popleft()
        while dq and nums[dq[-1]] < n:
            dq.pop()
        dq.append(i)
        if i >= k - 1:
            out.append(nums[dq[0]])
    return out

print("window maxima:", max_sliding([1, 3, -1, -3, 5, 3, 6, 7], 3))

ring = deque(range(1, 8))
ring.rotate(2)
print("rotate 2:", ring)
ring.rotate(-3)
print("rotate -3:", ring)
ring.rotate(15)
print("rotate 15:", ring)
ring.rotate()
print("rotate default:", ring)

players = deque(["ann", "bob", "cid", "dee", "eve"])
out = []
while len(players) > 1:
    players.rotate(-2)
    out.append(players.pop())
print("eliminated:", out, "winner:", players[0])

history = deque(maxlen=5)
for cmd in ["ls", "cd src", "make", "make test", "git status", "git diff", "git commit"]:
    history.append(cmd)
print("history:", list(history))
print("last:", history[-1], "oldest:", history[0])
print(repr(deque(maxlen=0)), deque([1, 2], maxlen=0))
zero = deque(maxlen=0)
zero.append(1)
zero.extend(range(5))
print(zero, len(zero))
w = deque("abcdef", 4)
print(w, w * 2, 2 * w)
w += "xy"
print(w)
w *= 3
print(w, len(w))
