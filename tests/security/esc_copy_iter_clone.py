# expect: ok
# stdout: done
# copy rebuilds an iterator on new references (the deep copies of its
# sequence and inner iterators) through _iter_clone, which the copy module
# holds where a snippet reaches it: any reference of another kind, or an
# immutable sequence of another length, which the iterator's position
# would index past, is refused.
import copy

r = reversed((1, 2, 3))
cases = [
    (iter(b'abc'), (5,)), (iter(b'abc'), ('abc',)), (iter(b'abc'), (b'',)),
    (r, ((1,),)), (r, ([1, 2, 3],)),
    (iter('abcdef'), ('ab',)), (iter((1, 2, 3)), ((),)),
    (zip([1], [2]), (5,)), (zip([1], [2]), ((iter([1]),),)),
    (map(abs, [1]), ((iter([1]),), abs, 1)), (map(abs, [1]), (5, abs)),
    (reversed(range(10)), (range(2),)),
    (iter([1]), ()), (iter([1]), 'x'), (5, ()), (iter(range(3)), (1,)),
]
for it, refs in cases:
    try:
        y = copy._iter_clone(it, refs)
        print('SANDBOX-ESCAPE', type(it).__name__, refs, list(y))
    except TypeError:
        pass
for it in [iter([]), (x for x in [1])]:
    try:
        copy._iter_clone(it, copy._iter_refs(it)[0] if copy._iter_refs(it) else ())
    except TypeError:
        pass
print('done')
