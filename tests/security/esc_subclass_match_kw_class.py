# expect: rejected | error AttributeError | ok
# A class pattern's keyword names are attribute lookups on the subject.
match 1:
    case int(__class__=c):
        print('SANDBOX-ESCAPE', c)
    case _:
        print('no match')
