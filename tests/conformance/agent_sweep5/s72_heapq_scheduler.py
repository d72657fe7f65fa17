# Event scheduling with heapq and tie-breaking by counter.
import heapq, itertools
counter = itertools.count()
pq = []
def schedule(t, name, prio=0):
    heapq.heappush(pq, (t, -prio, next(counter), name))
for t, n, p in [(5, "backup", 0), (1, "email", 2), (5, "report", 3), (3, "sync", 1), (1, "alert", 9), (5, "cleanup", 3)]:
    schedule(t, n, p)
order = []
while pq:
    t, np, c, name = heapq.heappop(pq)
    order.append(f"t={t}:{name}(p{-np})")
print(" -> ".join(order))
nums = [9, 4, 7, 1, 8, 2]
heapq.heapify(nums)
print(nums, heapq.nsmallest(2, nums), heapq.nlargest(2, nums, key=lambda x: -x), [heapq.heappop(nums) for _ in range(3)])
print(heapq.heapreplace(nums, 0), nums)
streams = [[1, 5, 9], [2, 6], [0, 10]]
print(list(heapq.merge(*streams)), list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper, reverse=False)))
def kth_largest(xs, k):
    h = xs[:k]
    heapq.heapify(h)
    for x in xs[k:]:
        if x > h[0]:
            heapq.heapreplace(h, x)
    return h[0]
print(kth_largest([3, 2, 1, 5, 6, 4], 2), kth_largest(list(range(100)), 10))
