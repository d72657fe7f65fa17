# Functions that mutate arguments vs return new objects; += vs + on lists.
def append_bad(xs, v):
    xs += [v]
    return xs


def append_good(xs, v):
    return xs + [v]


base = [1]
r1 = append_good(base, 2)
print(base, r1, r1 is base)
r2 = append_bad(base, 3)
print(base, r2, r2 is base)
t = (1,)
t2 = t
t += (2,)
print(t, t2, t is t2)
s = "ab"
s2 = s
s += "c"
print(s, s2)
lst = [1, 2]
ref = lst
lst = lst + [3]
print(lst, ref, lst is ref)
lst2 = [1, 2]
ref2 = lst2
lst2 *= 2
print(lst2, ref2, lst2 is ref2)
nested = ([1],)
try:
    nested[0] += [2]
except TypeError as e:
    print(type(e).__name__, e)
print(nested)
