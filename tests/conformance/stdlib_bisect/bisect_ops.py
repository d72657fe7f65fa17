import bisect

a = [1, 2, 4, 4, 4, 7, 9]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 10))
print(bisect.bisect_left(a, 4, 0, 3), bisect.bisect_right(a, 4, lo=4), bisect.bisect_left(a, 5, hi=2))
b = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 4)
bisect.insort_right(b, 2)
print(b)

def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])

recs = [('a', 1), ('b', 3), ('c', 5), ('d', 7)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ('x', 4), key=lambda r: r[1])
print(recs)
bisect.insort_left(recs, ('y', 3), key=lambda r: r[1])
print(recs)

def index_of(arr, x):
    i = bisect.bisect_left(arr, x)
    if i != len(arr) and arr[i] == x:
        return i
    raise ValueError(f'{x} not found')
print(index_of(a, 7))
try:
    index_of(a, 3)
except ValueError as e:
    print('ValueError', e)
# count values in a range
data = sorted([12, 5, 7, 19, 3, 15, 8, 10])
print(bisect.bisect_right(data, 12) - bisect.bisect_left(data, 7))
try:
    bisect.bisect_left(a, 1, -1)
except ValueError as e:
    print('ValueError', e)
