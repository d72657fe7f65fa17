# print writes item by item: prints inside __str__ come first, an error leaves the items before it written.
class Loud:
    def __str__(self):
        print('inside str')
        return 'loud'
    def __repr__(self):
        print('inside repr')
        return 'LOUD'
class Bad:
    def __str__(self):
        raise ValueError('no str')
print('a', Loud(), 'b')
print(1, 2.5, None, True, [Loud()], 'x', sep='-')
try:
    print('before', 1, Bad(), 'after')
except ValueError as e:
    print('error', e)
print('x', end='')
try:
    print('y', Bad())
except ValueError:
    pass
print()
print(Loud(), Loud(), sep=Loud().__str__())
print(*range(20))
print('', 'a', '', sep='|', end='!\n')
