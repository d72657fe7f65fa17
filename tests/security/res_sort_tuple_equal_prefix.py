# expect: budget
# list.sort of tuple keys that lead with an int compares equal leading
# items inline, without a call that would charge them: keys that are one
# long tuple make every comparison walk a million items. The walk must be
# charged, so the sort stops at the budget instead of running for seconds.
t = (0,) * 10**6
keys = [t] * 5000
keys.sort()
print("sorted without a charge for the walks")
