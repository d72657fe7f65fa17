# expect: budget
# args: --max-instructions 2000000
# stdout-excludes: done
# startswith and endswith with a tuple charge every candidate they try:
# a tuple of 100,000 affixes against a short string is not one unit, and
# the window's offsets into a non-ASCII string are found once, not walked
# again for each candidate.
t = tuple(['zz'] * 10**5)
for i in range(200):
    'short'.startswith(t)
    'short'.endswith(t)
b = 'é' * 10**6
for i in range(3):
    b.startswith(t, 400000, 600000)
print('done')
