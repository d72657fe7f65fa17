# expect: ok
# args: --callback-stress
# stdout: find1 ok -1
# stdout: find2 ok 8003
# stdout: rfind1 ok -1
# stdout: rfind2 ok 8012
# stdout: index1 ValueError substring not found
# stdout: index2 ok 8003
# stdout: rindex1 ValueError substring not found
# stdout: rindex2 ok 8012
# stdout: count1 ok 0
# stdout: count2 ok 10
# stdout: startswith1 ok False
# stdout: startswith2 ok False
# stdout: endswith1 ok False
# stdout: endswith2 ok True
# stdout: startswith_t ok True
# stdout: endswith_t ok True
# stdout: center ok (20000, 20000)
# stdout: ljust ok (20000, 20000)
# stdout: rjust ok (20000, 20000)
# stdout: zfill ok (20000, 20000)
# stdout: expandtabs ok (12011, 12011)
# stdout: splitlines ok (3, 10033)
# stdout: split ok (1, 10017)
# stdout: rsplit ok (6, 10027)
# stdout: replace ok (8013, 8013)
# stdout: mul ok (24039, 24039)
# stdout: rmul ok (24039, 24039)
# stdout: getitem ok (1, 1)
# stdout: slice ok (2670, 2670)
# stdout: slice_neg ok (4004, 4004)
# stdout: join_gen ok (23113, 23113)
# stdout: join_list ok (8018, 8018)
# stdout: translate ok (10200, 10200)
# stdout: maketrans ok (3, 28)
# stdout: str ok (500, 500)
# stdout: format_map ok (1600, 1600)
# stdout: format_map2 ok (1300, 1300)
# stdout: format ok (1500, 1500)
# str methods with __index__ arguments, iterables and mappings whose user
# code empties the only container holding the strings involved and forces
# collections: every string in use must stay alive.
H = []

def churn():
    H.clear()
    for i in range(300):
        junk = [i, 'x' * 10]

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        churn()
        return self.v

def attempt(name, f):
    H[:] = ['ab\tc' * 2000 + 'xyz' + 'é' * 10, 'c\t', 'é']
    try:
        r = f()
        print(name, 'ok', r if isinstance(r, (int, bool)) else (len(r), len(str(r))))
    except Exception as e:
        print(name, type(e).__name__, e)

for m in ('find', 'rfind', 'index', 'rindex', 'count', 'startswith', 'endswith'):
    attempt(m + '1', lambda: getattr(H[0], m)(H[1], I(3), I(-5)))
    attempt(m + '2', lambda: getattr(H[0], m)(H[2], I(-30)))
attempt('startswith_t', lambda: H[0].startswith((H[1], H[2], 'ab'), I(0)))
attempt('endswith_t', lambda: H[0].endswith((H[1], H[2]), I(0), I(8013)))
attempt('center', lambda: H[0].center(I(20000), H[2]))
attempt('ljust', lambda: H[0].ljust(I(20000), H[2]))
attempt('rjust', lambda: H[0].rjust(I(20000)))
attempt('zfill', lambda: ('-' + H[0]).zfill(I(20000)))
attempt('expandtabs', lambda: H[0].expandtabs(I(3)))
attempt('splitlines', lambda: ('a\nb\r\n' + H[0]).splitlines(I(1)))
attempt('split', lambda: H[0].split(H[1], I(5)))
attempt('rsplit', lambda: H[0].rsplit(maxsplit=I(5)))
attempt('replace', lambda: H[0].replace(H[1], H[2], I(7)))
attempt('mul', lambda: H[0] * I(3))
attempt('rmul', lambda: I(3) * H[0])
attempt('getitem', lambda: H[0][I(8005)])
attempt('slice', lambda: H[0][I(2):I(-2):I(3)])
attempt('slice_neg', lambda: H[0][I(-1):I(5):I(-2)])

def gen():
    yield H[0]
    churn()
    for i in range(50):
        yield 'p' * 300
attempt('join_gen', lambda: H[1].join(gen()))
attempt('join_list', lambda: H[2].join(H))

class T:
    def __getitem__(self, c):
        churn()
        if c == ord('a'):
            return 'ÅÅ' * 50
        if c == ord('b'):
            return None
        raise LookupError
attempt('translate', lambda: H[0][:400].translate(T()))

class N(int):
    def __hash__(self):
        churn()
        return int.__hash__(self)
    def __eq__(self, o):
        churn()
        return int(self) == o
attempt('maketrans', lambda: str.maketrans({N(97): H[2], N(98): None, 'c': 'd'}))

class S:
    def __str__(self):
        churn()
        return 'S' * 500
    def __repr__(self):
        churn()
        return 'R' * 500
attempt('str', lambda: str(S()))
attempt('format_map', lambda: '{a}{b!r}{a!s:>600}'.format_map({'a': S(), 'b': S()}))
class Map:
    def __getitem__(self, k):
        churn()
        return S() if k == 'a' else 'v' * 300
    def keys(self):
        return ['a', 'b']
attempt('format_map2', lambda: '{a}{b}{a!r}'.format_map(Map()))
attempt('format', lambda: '{0}{1!r}{x!s:>300}'.format(S(), S(), x=S()))
