# expect: ok
# stdout: refused 4
# stdout: ['b', 'c'] ['é', '€', '😀'] ['z', 'y']
# stdout: deepcopy ['é', '😀'] ['😀', 'a']
# A str's iterator steps by byte offsets over the UTF-8 text, and
# copy._iter_clone (a module global of copy) used to take any str of the
# same byte length in the iterator's place: with other characters the
# next offset fell inside a character, and the iterator made strs of
# broken UTF-8 (a length of 0 with bytes in them) that every later str
# operation trusts. Only an equal text may stand in; deepcopy of a str
# iterator still copies it.
import copy

refused = 0
for text, other, skip in [("éa", "aé", 1), ("a\U0001F600", "\U0001F600a", 1),
                          ("é€", "€é", 1), ("abé", "éab", 2)]:
    it = iter(text)
    for _ in range(skip):
        next(it)
    try:
        copy._iter_clone(it, (other,))
    except TypeError:
        refused += 1
print("refused", refused)
it = iter("abc")
next(it)
same = "".join(["a", "b", "c"])
r = reversed("yz")
print(list(copy._iter_clone(it, (same,))), list(copy._iter_clone(iter("é€😀"), ("é€😀",))),
      list(copy._iter_clone(r, ("yz",))))
it = iter("aé😀")
next(it)
rv = reversed("a😀")
print("deepcopy", list(copy.deepcopy(it)), list(copy.deepcopy(rv)))
