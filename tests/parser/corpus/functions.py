def simple():
    pass

def with_args(a, b, c):
    return a + b + c

def with_defaults(a, b=2, c="three"):
    return a

def with_star(*args, **kwargs):
    return args, kwargs

def kwonly(a, *, b, c=3):
    return a, b, c

def posonly(a, b, /, c, d=4, *, e, f=6, **rest):
    return a

def posonly_defaults(a=1, b=2, /, c=3):
    return a

def annotated(x: int, y: str = "s", *args: int, z: float = 1.0, **kw: dict) -> bool:
    return True

def star_then_kw(*args, key=None, **kwargs):
    return key

def only_kwargs(**kwargs):
    return kwargs

def only_posonly(a, /):
    return a

def trailing_comma(
    a,
    b,
):
    return a

def nested_annotations(x: "list[int]", y: dict[str, list[int]] = {}) -> tuple[int, ...]:
    return ()

def generator():
    yield 1
    yield
    x = yield 2
    yield from range(3)

def docstring():
    """This is a docstring."""
    return None

def returns_tuple():
    return 1, 2

def returns_starred():
    return *a, b

def early_return(x):
    if x:
        return
    return x
