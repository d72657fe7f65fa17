# expect: rejected | error AttributeError | ok
# `mro` is refused as an attribute; a class pattern must not fetch it either.
match int:
    case type(mro=m):
        print('SANDBOX-ESCAPE', m())
    case _:
        print('no match')
