# Subscripting classes: a GenericAlias where CPython's class has
# __class_getitem__, "type 'X' is not subscriptable" everywhere else.
import re, queue, contextlib, difflib, types, itertools, functools, dataclasses, csv, datetime, collections


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


for t in (enumerate, re.Pattern, re.Match, queue.Queue, queue.SimpleQueue, queue.PriorityQueue,
          contextlib.ExitStack, contextlib.suppress, contextlib.nullcontext, difflib.SequenceMatcher,
          types.MappingProxyType, itertools.chain, functools.partial, dataclasses.Field, csv.DictReader,
          csv.DictWriter, list, dict, tuple, set, frozenset, type, collections.deque, collections.Counter):
    print(t.__name__, '__class_getitem__' in dir(t), hasattr(t, '__class_getitem__'))

print(enumerate[int], re.Pattern[str], re.Match[bytes], queue.Queue[int], list[int], type[int], dict[str, int])
print(list(enumerate[int]('ab')), enumerate[int] == enumerate[int], type[int] == type[int])
print(itertools.chain[int], functools.partial[int], dataclasses.Field[int], contextlib.ExitStack[int])
print(types.MappingProxyType[str, int], difflib.SequenceMatcher[str])

for t in (int, str, float, bool, bytes, bytearray, complex, range, slice, object, property, zip, map,
          filter, reversed, staticmethod, classmethod, super, BaseException, ValueError, type(None),
          datetime.date, datetime.timedelta, csv.DictReader, queue.Empty, itertools.count):
    show(lambda: t[int])


class Plain:
    pass


class Meta(type):
    pass


class WithGetitem:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


show(lambda: Plain[int])
show(lambda: Meta[int])
show(lambda: WithGetitem[int])
print(hasattr(Plain, '__class_getitem__'), hasattr(WithGetitem, '__class_getitem__'))
try:
    queue.Empty() + 1
except TypeError as e:
    print(e)
try:
    queue.SimpleQueue() + 1
except TypeError as e:
    print(e)
