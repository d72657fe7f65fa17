# The type names in the reprs of reversed() over a list, a tuple, a range
# and a str (addresses left out).
for src in ([1, 2], (1, 2), range(3), 'ab'):
    r = reversed(src)
    print(repr(r).split(' at ')[0], list(r))
