# expect: error ValueError
l = list(range(100))
def key(x):
    l.clear()
    return -x
l.sort(key=key)
