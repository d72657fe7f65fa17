# expect: budget
# Comparing a tuple or a list with an equal one walks every item; ints
# compare without a call that would charge them. A long tuple compared with
# itself in a loop of few instructions must still run out of budget.
t = (0,) * 10**6
l = list(t)
for i in range(5000):
    t < t
    l <= l
    max([t, t, t])
print("compared without a charge for the walks")
