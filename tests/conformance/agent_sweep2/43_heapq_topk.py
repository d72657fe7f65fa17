import heapq
scores = {"ann": 88, "bob": 95, "cy": 72, "di": 95, "ed": 60}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, scores, key=scores.get))
h = []
for name, s in scores.items():
    heapq.heappush(h, (-s, name))
print([heapq.heappop(h) for _ in range(3)])
nums = [5, 3, 8, 1, 9, 2]
heapq.heapify(nums); print(nums)
print(heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 10), nums)
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6])))
tasks = [(2, "write"), (1, "plan"), (3, "test"), (1, "design")]
heapq.heapify(tasks)
while tasks:
    print(heapq.heappop(tasks), end=" ")
print()
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
