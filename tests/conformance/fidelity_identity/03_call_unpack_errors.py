# Errors from unpacking call arguments name the callee.
import math

def report(total, *values, **options):
    return total

class Inventory:
    def add(self, *items, **meta):
        return len(items)

    @staticmethod
    def parse(*parts, **kw):
        return parts

def make_handler():
    def handler(*args, **kwargs):
        return args
    return handler

attempts = [
    ('kwargs list', lambda: report(**[('a', 1)])),
    ('star int', lambda: report(*5)),
    ('dup keyword', lambda: report(total=1, **{'total': 2})),
    ('dup merge', lambda: report(**{'x': 1}, **{'x': 2})),
    ('method', lambda: Inventory().add(**['x'])),
    ('static', lambda: Inventory.parse(*None)),
    ('nested', lambda: make_handler()(*3.5)),
    ('lambda', lambda: (lambda *a: a)(*7)),
    ('builtin', lambda: list(**1)),
    ('print', lambda: print(*1)),
    ('module fn', lambda: math.sqrt(*None)),
    ('list method', lambda: [].append(*1)),
    ('dict method', lambda: {}.get(**1)),
    ('print dup', lambda: print('a', sep='', **{'sep': '-'})),
    ('class', lambda: Inventory(**5)),
    ('two stars', lambda: report(1, *2)),
    ('keys not str', lambda: report(**{1: 2})),
]
for label, attempt in attempts:
    try:
        attempt()
        print(label, 'ok')
    except TypeError as e:
        print(label, '->', e)

print(report(1, *[2, 3], **{'a': 4}), Inventory().add(*'abc', **{'k': 1}))
report(0, **{'total': 9})
