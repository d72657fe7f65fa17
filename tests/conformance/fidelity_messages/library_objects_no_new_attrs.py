# Tagging library objects with extra attributes: CPython's C types refuse.
import time, re, itertools, collections, csv, io, struct, hashlib, operator

things = {
    "struct_time": time.gmtime(0), "pattern": re.compile(r"\d+"), "match": re.match("a", "abc"),
    "count": itertools.count(), "cycle": itertools.cycle("ab"), "groupby": itertools.groupby("aab"),
    "tee": itertools.tee([1, 2])[0], "product": itertools.product("ab", repeat=2),
    "defaultdict": collections.defaultdict(list), "ordered": collections.OrderedDict(),
    "deque": collections.deque(), "counter": collections.Counter("abc"),
    "csv_reader": csv.reader(io.StringIO("a,b\n")), "csv_writer": csv.writer(io.StringIO()),
    "struct": struct.Struct("<i"), "sha": hashlib.sha256(), "getter": operator.itemgetter(0),
}
for name, obj in things.items():
    try:
        obj.label = "tagged"
        print(f"{name}: tagged -> {obj.label}")
    except AttributeError as e:
        print(f"{name}: AttributeError: {e}")

# The objects still work as before.
c = itertools.count(5)
print(next(c), next(c), list(itertools.islice(itertools.cycle("xy"), 5)))
d = collections.defaultdict(int)
d["k"] += 2
print(d, d.default_factory)
print([(k, list(g)) for k, g in itertools.groupby("aabbbc")])
print(collections.OrderedDict(a=1) + 1)
