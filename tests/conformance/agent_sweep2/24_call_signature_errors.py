def greet(name, greeting="Hello", *, punct="!"):
    return f"{greeting}, {name}{punct}"
class Svc:
    def run(self, job, retries=3):
        return job, retries
tests = [
    lambda: greet(),
    lambda: greet("a", "b", "c"),
    lambda: greet("a", punct="?", tone="x"),
    lambda: greet("a", name="b"),
    lambda: greet(punct="."),
    lambda: Svc().run(),
    lambda: Svc().run(1, 2, 3),
    lambda: Svc.run(1),
    lambda: Svc(1),
    lambda: (lambda x, /, y: 0)(x=1, y=2),
    lambda: greet(*[1, 2, 3, 4]),
    lambda: greet(**{"name": 1, "bogus": 2}),
    lambda: dict(1, 2),
    lambda: int(1, 2, 3),
    lambda: "x".upper(1),
    lambda: [].append(),
    lambda: len(),
    lambda: print(sep=1),
]
for i, t in enumerate(tests):
    try:
        t()
    except TypeError as e:
        print(i, e)
print(greet("Bob"), greet("Ann", "Hi", punct="?"))
