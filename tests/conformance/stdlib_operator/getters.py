from operator import itemgetter, attrgetter, methodcaller

rows = [('bob', 25, 'ops'), ('ann', 31, 'eng'), ('cy', 25, 'eng')]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(2, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(-1)('abc'), itemgetter(slice(1, 3))('abcd'))
people = [{'name': 'x', 'age': 5}, {'name': 'y', 'age': 3}]
print(max(people, key=itemgetter('age')), itemgetter('name', 'age')(people[1]))

class Addr:
    def __init__(self, city):
        self.city = city
class Person:
    def __init__(self, name, city):
        self.name = name
        self.addr = Addr(city)
ps = [Person('zed', 'Oslo'), Person('amy', 'Bern')]
print([p.name for p in sorted(ps, key=attrgetter('name'))])
print(attrgetter('addr.city')(ps[0]), attrgetter('name', 'addr.city')(ps[1]))
print(list(map(methodcaller('upper'), ['a', 'b'])), methodcaller('split', ',')('a,b,c'))
print(methodcaller('replace', 'a', 'o', 1)('banana'), methodcaller('get', 'k', 0)({}))
print(itemgetter(1, 'a'), attrgetter('a.b', 'c'), methodcaller('f', 1, k=2))
try:
    attrgetter('addr.zip')(ps[0])
except AttributeError as e:
    print('AttributeError', e)
try:
    itemgetter(5)([1])
except IndexError as e:
    print('IndexError', e)
