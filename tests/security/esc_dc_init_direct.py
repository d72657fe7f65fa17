# expect: ok
# stdout: False False False False
# stdout: False False False
# stdout: ok 1 2
# stdout: P(x=3) P(x=0)
# dataclasses keeps its native __init__ step as the module global _dc_init,
# which a snippet can call with a plan of its own. The step stores as
# setattr() or object.__setattr__ would, but without their attribute
# policy: it must refuse (False: the caller's Python path then binds) an
# object that is no instance and a field name the policy forbids, so that
# no class attribute (__bases__, __name__) and no forbidden instance
# attribute (__class__, __dict__) is stored through it.
import dataclasses

init = dataclasses._dc_init
M = dataclasses.MISSING


class A:
    pass


def plan(name, frozen):
    return (1, 1, frozen, M, ((name, 0, M, M),))


a = A()
print(init(a, (int,), plan("__class__", False)), init(a, (1,), plan("__dict__", True)),
      init(A, ((int,),), plan("__bases__", False)), init(A, (5,), plan("__name__", False)))
print(init(5, (1,), plan("x", True)), init("s", (1,), plan("x", False)),
      init(a, (1,), plan("".join(["x", "y"]), False)))
print("ok", init(a, (1,), plan("x", False)) and a.x, init(a, (2,), plan("y", True)) and a.y)


@dataclasses.dataclass
class P:
    x: int = 0


print(P(3), P())
