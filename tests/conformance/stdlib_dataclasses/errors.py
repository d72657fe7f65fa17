from dataclasses import dataclass, field

for make in ['order', 'mutable', 'nondefault']:
    try:
        if make == 'order':
            @dataclass(order=True)
            class A:
                x: int
                def __lt__(self, other):
                    return True
        elif make == 'mutable':
            @dataclass
            class B:
                items: list = []
        else:
            @dataclass
            class C:
                a: int = 0
                b: int
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError', e)

@dataclass
class P:
    x: int
    y: int = 0
print(P(1))
P(1, 2, 3)
