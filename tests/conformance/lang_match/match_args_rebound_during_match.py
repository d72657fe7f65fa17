# __getattr__ rebinding __match_args__ while a class pattern matches: the
# positional names are the ones read when matching started.
class P:
    __match_args__ = tuple(['a', 'b'])
    def __getattr__(self, name):
        if name == 'a':
            P.__match_args__ = tuple(['x', 'y'])
            for i in range(4):
                junk = [0] * 200000
            return 1
        return 2

match P():
    case P(a, b):
        print(a, b)
print(P.__match_args__)
match P():
    case P(a, b):
        print(a, b)
