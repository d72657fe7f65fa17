# expect: ok
# args: --callback-stress
# stdout: KE 'a'
# stdout: KE 'c'
# stdout: 430 Idx Flt F[>10]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] tail R
# stdout: KE 'e'
# stdout: KE 'e'
# stdout: 702 ffffffffffffffffffffffffffffffffffffffffffffffffff
# stdout: 462 S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!
# stdout: 368 F[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] RRRRRRRRRRRRRRRRR
# stdout: 12 IdxqIdxqIdxq
# stdout: 11    42|1.500
# stdout: 11 A 41 66 101
# stdout: 19 abcabcabc xyxyxy  W
# stdout: 7 Flt Idx
# stdout: 7 2.50 66
# stdout: 1004 a
# stdout: 682 S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!S!
# stdout: TE __str__ returned non-string (type int)
# stdout: 601 subsubsubsubsubsubsubsubsubsubsubsubsubsubsubsubsu
# %-formatting, str.format and format_map call user code for each field
# (__index__, __int__, __float__, __str__, __repr__, __format__, a
# mapping's __getitem__) between appends to their stack buffers, and that
# code empties or refills the very mapping or list the arguments come
# from, with results longer than the stack part of the buffer. Output as
# CPython's.
d = {"a": 1, "b": 2.5, "c": "x"}
def show(*a):
    t = ' '.join(str(x) for x in a)
    print(len(t), t[:50].rstrip())
class Idx:
    def __repr__(self): return 'Idx'
    def __index__(self):
        d.clear()
        for i in range(100): d["k%d" % i] = i
        return 65
    def __int__(self):
        d.clear()
        return 66
class Flt:
    def __repr__(self): return 'Flt'
    def __float__(self):
        d.clear(); d.update({str(i): i for i in range(50)})
        return 2.5
class S:
    def __str__(self):
        d.clear(); d.update({str(i): i for i in range(50)})
        return "S!" * 40
    def __repr__(self):
        d.clear()
        return "R" * 300
    def __format__(self, spec):
        d.clear(); d.update({str(i): i for i in range(50)})
        return "F[" + spec + "]" * 30
d = {"a": Idx(), "b": Flt(), "c": S(), "e": "tail" * 50}
try:
    show("%(a)c %(a)x %(b)f %(c)s %(c)r %(e)s" % d)
except KeyError as e: print("KE", e)
d = {"a": Idx(), "b": Flt(), "c": S(), "e": "tail"}
try:
    show("%(c)s %(c)r %(a)d %(e)s" % d)
except KeyError as e: print("KE", e)
d = {"a": Idx(), "b": Flt(), "c": S(), "e": "tail"}
try:
    show("{a!s:.5} {b!r:.9} {c:>10} {e} {c!r} {c!s}".format(**d))
except KeyError as e: print("KE", e)
d = {"a": Idx(), "b": Flt(), "c": S(), "e": "tail"}
try:
    show("{c} {e}".format_map(d))
except KeyError as e: print("KE", e)
d = {"a": Idx(), "b": Flt(), "c": S(), "e": "tail"}
try:
    show("{c} {e}".format_map(d))
except KeyError as e: print("KE", e)
lst = [S(), 1, 2, "x" * 300]
class S2:
    def __format__(self, spec):
        lst.clear()
        return "f" * 200
lst = [S2(), 1, 2, "x" * 300]
show("{0}{1}{2}{3}{0}".format(*lst))
class M(dict):
    def __getitem__(self, k):
        self.clear()
        return S()
m = M(a=1)
show("%(a)s %(a)s %(a)r" % m)
show("{a} {a!r} {a:>5}".format_map(m))
class W:
    def __repr__(self): return 'W'
    def __format__(self, spec):
        return spec * 3
show("{0:{1}{2}}".format(W(), Idx(), "q"))
class I2:
    def __index__(self):
        return 3
show("%*d|%.*f" % (I2() if False else 5, 42, 3, 1.5))
show("%c" % Idx(), "%x" % Idx(), "%d" % Idx(), "%o" % Idx())
show(format(W(), "abc"), f"{W():xy}{W()!s:>3}")
x = [Flt(), Idx()]
show("%s %s" % tuple(x))
show("%.2f %d" % (Flt(), Idx()))
show("%-300s|%300.5f|%.400f" % ("a", 1.5, 1/3))
show("%s" % S(), "%r" % (S(),), "%a" % (S(),))
class BadStr:
    def __str__(self): return 5
try: show("%s" % BadStr())
except TypeError as e: print("TE", e)
class SubS(str):
    def __str__(self): return "inner"
class RS:
    def __str__(self): return SubS("sub" * 100)
show("%s|{}".format(RS()) % RS())
