import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5))
bisect.insort(a, 3); bisect.insort_left(a, 4); print(a)
recs = [(1, "a"), (5, "b"), (9, "c")]
print(bisect.bisect_left(recs, 5, key=lambda r: r[0]))
bisect.insort(recs, (6, "z"), key=lambda r: r[0]); print(recs)
print(bisect.bisect_left(a, 4, lo=4), bisect.bisect_left([], 1))
