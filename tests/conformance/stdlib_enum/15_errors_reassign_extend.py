from enum import Enum, IntEnum


class Color(Enum):
    RED = 1
    GREEN = 2


checks = []


def attempt(label, fn):
    try:
        result = fn()
        print(label, "->", repr(result))
    except (AttributeError, TypeError, ValueError, KeyError) as e:
        print(label, "->", type(e).__name__ + ":", e)


def reassign():
    Color.RED = 10


def delete():
    del Color.GREEN


def set_value():
    Color.RED.value = 5


def set_name():
    Color.RED.name = "BLUE"


def del_value():
    del Color.RED.value


def extend():
    class More(Color):
        BLUE = 3
    return More


def extend_empty():
    class Empty(Color):
        pass
    return Empty


def reserved():
    class Bad(Enum):
        _private_ = 1
    return Bad


def bad_name():
    class Bad(Enum):
        mro = 1
    return Bad


def order():
    class Ordered(Enum):
        _order_ = "B A"
        A = 1
        B = 2
    return Ordered


def bad_mixin():
    class Wrong(Enum, int):
        A = 1
    return Wrong


attempt("reassign", reassign)
attempt("delete", delete)
attempt("set value", set_value)
attempt("set name", set_name)
attempt("del value", del_value)
attempt("extend", extend)
attempt("extend empty", extend_empty)
attempt("reserved", reserved)
attempt("bad name", bad_name)
attempt("order", order)
attempt("bad mixin", bad_mixin)
attempt("compare", lambda: Color.RED < Color.GREEN)
attempt("in int", lambda: 1 in Color)
attempt("missing attr", lambda: Color.PURPLE)
attempt("member attr", lambda: Color.RED.shade)
attempt("getitem", lambda: Color["red"])
attempt("call none", lambda: Color(None))
attempt("int enum", lambda: IntEnum("N", "A")(5))
Color.note = "extra attributes are fine"
print(Color.note, list(Color))
