# AttributeError messages for instances, classes, modules and builtins.
import math


class User:
    kind = "user"

    def __init__(self):
        self.name = "ann"


u = User()
cases = [
    lambda: u.email,
    lambda: User.email,
    lambda: math.tau2,
    lambda: (1).real.imagx,
    lambda: [].push,
    lambda: {}.iteritems,
    lambda: "s".decode,
    lambda: None.strip(),
    lambda: True.value,
    lambda: len.foo,
    lambda: (lambda: 0).attr,
    lambda: setattr(object(), "x", 1),
    lambda: setattr([], "x", 1),
    lambda: delattr(u, "kind"),
    lambda: delattr(u, "nope"),
    lambda: setattr("s", "upper", 1),
]
for fn in cases:
    try:
        fn()
    except AttributeError as e:
        print(type(e).__name__, e)
print(getattr(u, "email", "no email"), hasattr(u, "kind"), hasattr(None, "x"))
