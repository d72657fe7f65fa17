# Apply the same method call to many objects; operator.call (3.11).
from operator import methodcaller, call

words = ["  Alpha ", "beta", " GAMMA  "]
print(list(map(methodcaller("strip"), words)))
print(list(map(methodcaller("replace", "a", "4"), words)))
print(list(map(methodcaller("split", sep="l"), ["hello", "ball"])))
print(repr(methodcaller("rjust", 5, "*")), methodcaller("rjust", 5, "*")("ab"))
print(call(len, "abc"), call(max, 3, 9, key=lambda x: -x), call(dict, a=1))
handlers = {"upper": methodcaller("upper"), "title": methodcaller("title"), "count_a": methodcaller("count", "a")}
for name, h in handlers.items():
    print(name, h("banana split"))
