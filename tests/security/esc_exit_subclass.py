# expect: exit
class Bye(SystemExit):
    pass
raise Bye('x')
