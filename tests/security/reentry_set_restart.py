# expect: ok
# args: --callback-stress
# stdout: True
# stdout: [B, C, X]
# stdout: 3
# stdout: end
# An __eq__ run while adding to a set clears the set and refills it: the new
# table may be allocated at the old address with the same entry where the
# probe stood, so the insertion must restart rather than reuse the dummy
# slot it had noted in the freed table (that would overwrite a live entry,
# leave len() larger than the contents, and make pop() spin forever past
# the deadline; CPython 3.11 itself hangs on this snippet).
S = set()
armed = [False]

class K:
    def __init__(self, name):
        self.name = name
    def __hash__(self):
        return 0
    def __eq__(self, other):
        if armed[0] and self.name == "B":
            armed[0] = False
            S.clear()
            S.add(C)
            S.add(B)
        return self is other
    def __repr__(self):
        return self.name

A, B, C, X = K("A"), K("B"), K("C"), K("X")
S.add(A)
S.add(B)
S.discard(A)
armed[0] = True
S.add(X)
items = list(S)
print(len(S) == len(items))
print(sorted(items, key=repr))
n = 0
while S:
    S.pop()
    n += 1
print(n)
print("end")
