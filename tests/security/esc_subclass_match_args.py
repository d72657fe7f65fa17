# expect: rejected | error AttributeError | ok
# __match_args__ names are looked up on the subject at run time.
class P:
    __match_args__ = ('__cl' + 'ass__', '__di' + 'ct__')
    def __init__(self):
        self.x = 1
match P():
    case P(c, d):
        print('SANDBOX-ESCAPE', c, d)
    case _:
        print('no match')
