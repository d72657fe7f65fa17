from typing import (Callable, Dict, ForwardRef, List, Optional, ParamSpec, ParamSpecArgs,
                    ParamSpecKwargs, TypeVar, Union, get_args)

ref = ForwardRef("TreeNode")
print(ref, ref == ForwardRef("TreeNode"), ref != ForwardRef("Leaf"), hash(ref) == hash(ForwardRef("TreeNode")))
print(ref.__forward_arg__, ref.__forward_evaluated__, ref.__forward_value__,
      ref.__forward_is_argument__, ref.__forward_is_class__, ref.__forward_module__)
print(ForwardRef("Node", module="graph"), ForwardRef("Node", module="graph") == ForwardRef("Node"))
print(ForwardRef("List[int]"), ForwardRef("X", is_argument=False) == ForwardRef("X"))
print({ForwardRef("A"), ForwardRef("A"), ForwardRef("B")} == {ForwardRef("A"), ForwardRef("B")})

# String annotations inside subscriptions become forward references.
Children = List["TreeNode"]
print(Children, get_args(Children), Children == List[ForwardRef("TreeNode")])
print(Optional["TreeNode"], Dict[str, "TreeNode"], Union["A", int])

for bad in [42, None, b"bytes"]:
    try:
        ForwardRef(bad)
    except TypeError as e:
        print("TypeError:", e)

P = ParamSpec("P")
R = TypeVar("R")
print(P, P.args, P.kwargs, type(P.args), type(P.kwargs))
print(isinstance(P.args, ParamSpecArgs), isinstance(P.kwargs, ParamSpecKwargs), P.args.__origin__ is P)
print(P.args == P.args, P.args == ParamSpecArgs(P), P.args == P.kwargs, P.kwargs == ParamSpecKwargs(P))
Q = ParamSpec("Q")
print(P.args == Q.args, ParamSpecArgs(Q), ParamSpecKwargs(Q))
try:
    hash(P.args)
except TypeError as e:
    print("TypeError:", e)


def logged(func: Callable[P, R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print("calling", func.__name__, args, kwargs)
        return func(*args, **kwargs)
    return inner


@logged
def add(a: int, b: int = 0) -> int:
    return a + b


print(add(2, b=3))
