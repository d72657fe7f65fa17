import heapq

h = []
for x in [5, 1, 8, 3, 9, 2, 7]:
    heapq.heappush(h, x)
    print(h)
print([heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), heapq.heappushpop(data, 4), data)
print(heapq.nlargest(3, [5, 1, 9, 3, 9, 7]), heapq.nsmallest(2, [5, 1, 9, 3]))
print(heapq.nsmallest(10, [3, 1, 2]), heapq.nlargest(0, [1]), heapq.nlargest(1, []), heapq.nsmallest(1, [4, 2]))
words = ['kiwi', 'fig', 'banana', 'apple', 'date']
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(3, words, key=lambda w: (len(w), w)))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge(['a', 'cc'], ['bbb'], key=len)), list(heapq.merge([9, 5, 1], [8, 2], reverse=True)))
# heap sort
def heapsort(it):
    h = []
    for v in it:
        heapq.heappush(h, v)
    return [heapq.heappop(h) for _ in range(len(h))]
print(heapsort([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]))
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError', e)
