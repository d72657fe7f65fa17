# expect: ok
# args: --callback-stress
# stdout: 1322 2
# stdout: True
# stdout: [[{}, "abcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabc"]]
# stdout: 7
# stdout: {'a': [1, 2.5, {'b': [3, 4]}], 'c': {'d': 5}}
# stdout: [[('a', [1, [('b', 2)]])], [('c', 3)]]
# json.dumps keeps every container it is inside rooted while user code runs:
# default= empties the list that holds the nested list being encoded (M7),
# a key's __lt__ under sort_keys does the same; json.loads hooks that
# collect while the containers being built are held only by the decoder.
import json

L = []

def churn():
    for i in range(2000):
        junk = ["y" * 40, i]

def fill():
    L[:] = [[str(i) * 40 for i in range(20)] + [object(), [1, {"a": object()}]] for _ in range(3)]

def d(o):
    L.clear()
    churn()
    return "x" * 10

fill()
s = json.dumps(L, default=d)
print(len(s), s.count("x" * 10))

fill()
s = json.dumps([L, (L, {"k": L})], default=d, indent=2)
print(len(s) > 0)

class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        L.clear()
        churn()
        return self.v < other.v

L[:] = [[{K(1): 1, K(2): 2, K(3): 3}, "abc" * 20] for _ in range(3)]
try:
    s = json.dumps(L, sort_keys=True, skipkeys=True)
    print(s)
except TypeError as e:
    print("TypeError", e)

class Ind:
    def __index__(self):
        churn()
        return 3
print(json.dumps([[1, [2]]], indent=Ind()).count("\n"))

def hook(o):
    churn()
    return o
print(json.loads('{"a": [1, 2.5, {"b": [3, 4]}], "c": {"d": 5}}', object_hook=hook, parse_int=lambda s: (churn(), int(s))[1],
                 parse_float=lambda s: (churn(), float(s))[1]))
print(json.loads('[{"a": [1, {"b": 2}]}, {"c": 3}]', object_pairs_hook=lambda p: (churn(), p)[1]))
