# Cls[item] through __class_getitem__: a plain function (implicitly a
# classmethod), an explicit classmethod, and what the standard types do.
from collections import deque


class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{getattr(item, '__name__', item)}]"


class Crate:
    @classmethod
    def __class_getitem__(cls, item):
        return (cls, item)


class Small(Box):
    pass


print(Box[int], Small[str], Crate[1], Box["x"])
print(list[int] is not None, dict[str, int] is not None)

class Plain:
    pass


try:
    Plain[int]
except TypeError as e:
    print("TypeError:", e)
