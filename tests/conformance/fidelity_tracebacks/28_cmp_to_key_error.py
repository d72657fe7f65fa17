# Sort versions with a comparison function; one version is malformed.
import functools

def compare(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)

print(sorted(["1.2", "1.10", "1.3"], key=functools.cmp_to_key(compare)))
print(sorted(["2.0", "1.x"], key=functools.cmp_to_key(compare)))
