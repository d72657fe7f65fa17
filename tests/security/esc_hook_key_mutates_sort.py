# expect: ok
# stdout: 100 [99, 98, 97]
# A key function that clears the list being sorted: the list is hidden
# (empty) while keys run, so, as in CPython, clearing it changes nothing
# and the sort completes.
l = list(range(100))
def key(x):
    l.clear()
    return -x
l.sort(key=key)
print(len(l), l[:3])
