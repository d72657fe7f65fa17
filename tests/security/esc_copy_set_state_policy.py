# expect: ok
# stdout: AttributeError setattr(): access to '__class__' is not allowed in smolvm (use type(x) instead)
# stdout: AttributeError setattr(): access to '__dict__' is not allowed in smolvm (use vars-free code: read attributes by name with getattr())
# stdout: False None
# stdout: P 1 2 True
# copy keeps its native _set_state (what __dict__.update() does for
# CPython's copy) as a module global that a snippet can call with a dict
# of its own: a name the attribute policy forbids must be refused as
# setattr() refuses it, before anything is stored, so that no instance
# holds a forbidden attribute for copy._get_state to hand back.
import copy


class A:
    pass


a = A()
for name in ("__class__", "__dict__"):
    try:
        copy._set_state(a, {"x": 1, name: int})
    except AttributeError as e:
        print(type(e).__name__, e)
print(hasattr(a, "x"), copy._get_state(a))


class P:
    def __init__(self):
        self.x = 1
        self.y = [2]


p = copy.deepcopy(P())
print(type(p).__name__, p.x, p.y[0], copy.copy(p).y is p.y)
