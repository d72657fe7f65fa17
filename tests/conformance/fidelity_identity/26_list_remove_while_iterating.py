# Modifying a list while iterating over it vs iterating over a copy.
nums = [1, 2, 2, 3, 4, 4, 5]
for n in nums:
    if n % 2 == 0:
        nums.remove(n)
print("in place:", nums)
nums = [1, 2, 2, 3, 4, 4, 5]
for n in nums[:]:
    if n % 2 == 0:
        nums.remove(n)
print("over a copy:", nums)
nums = [1, 2, 2, 3, 4, 4, 5]
nums = [n for n in nums if n % 2]
print("comprehension:", nums)
d = {"a": 1, "b": 2, "c": 3}
try:
    for k in d:
        if d[k] == 2:
            del d[k]
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] == 2:
        del d[k]
print(d)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x * 10)
except RuntimeError as e:
    print(type(e).__name__, e)
