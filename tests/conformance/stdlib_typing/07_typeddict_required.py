from typing import TypedDict, Required, NotRequired, List, get_type_hints

class Movie(TypedDict):
    title: str
    year: int
    rating: NotRequired[float]

class Point3(TypedDict):
    x: Required[int]
    y: Required[int]
    z: NotRequired[int]

def describe(m: Movie) -> str:
    r = m.get('rating')
    return '%s (%d)%s' % (m['title'], m['year'], '' if r is None else ' rated %.1f' % r)

movies: List[Movie] = [
    Movie(title='Alien', year=1979),
    {'title': 'Heat', 'year': 1995, 'rating': 8.3},
]
for m in movies:
    print(describe(m))
print(type(movies[0]).__name__, movies[0])

p = Point3(x=1, y=2)
print(p, p.get('z', 0))
p['z'] = 9
print(sorted(p.items()))

print(get_type_hints(Movie, include_extras=True))
print(get_type_hints(Point3, include_extras=True))
print(Required[int], NotRequired[str], Required[List[int]])

def missing_keys(d: dict, required: List[str]) -> List[str]:
    return [k for k in required if k not in d]

print(missing_keys({'title': 'X'}, ['title', 'year']), missing_keys(movies[1], ['title', 'year']))
