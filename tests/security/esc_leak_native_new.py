# expect: ok
# args: --callback-stress
# stdout-excludes: made
# stdout: object.__new__(re.Pattern) is not safe, use re.Pattern.__new__()
# stdout: object.__new__(re.Match) is not safe, use re.Match.__new__()
# stdout: structseq() missing required argument 'sequence' (pos 1)
# stdout: Random <random.Random objec True
# stdout: NoneType None True
# stdout: bool False True
# stdout: float 0.0 True
# stdout: int 0 True
# stdout: True True
# stdout: <class 'float'>
# Types whose instances carry native state cannot be made half-initialised
# with T.__new__(T) or object.__new__(T) (a Pattern without its compiled
# code once hashed to its heap address); each attempt is a clean TypeError
# or a fully constructed object.
import re, time, random
out = []
for T in (re.Pattern, re.Match, time.struct_time):
    for make in (lambda: T.__new__(T), lambda: object.__new__(T)):
        try:
            o = make()
        except TypeError as e:
            out.append(str(e))
            continue
        print("made", T, hash(o), id(o), repr(o))
print(out[0])
print(out[2])
print(out[4])
for T in (random.Random, type(None), bool, float, int):
    o = T.__new__(T)
    print(T.__name__, repr(o)[:20], type(o) is T)
print(bool.__new__(bool, 5) is True, type(None).__new__(type(None)) is None)
class R(random.Random):
    def __init__(self):
        pass
print(type(R().random()))
