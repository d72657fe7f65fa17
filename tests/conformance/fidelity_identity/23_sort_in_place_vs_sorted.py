# list.sort() returns None and mutates; sorted() returns a new list.
nums = [3, 1, 2]
alias = nums
result = nums.sort()
print(result, nums, alias, alias is nums)
nums = [3, 1, 2]
new = sorted(nums)
print(new, nums, new is nums)
tup = (3, 1, 2)
print(sorted(tup), type(sorted(tup)).__name__, tup)
d = {"b": 2, "a": 1}
print(sorted(d), sorted(d.items()), sorted(d, key=d.get, reverse=True))
r = reversed(nums)
print(list(r), list(r), nums[::-1], nums)
nums.reverse()
print(nums)
words = ["b", "A", "c"]
try:
    words.sort(str.lower)
except TypeError as e:
    print(type(e).__name__, e)
words.sort(key=str.lower)
print(words)
chain = sorted([2, 1]).append(3)
print(chain)
