import json
from decimal import Decimal

class User:
    def __init__(self, name, age):
        self.name = name
        self.age = age
    def __repr__(self):
        return 'User(%r, %d)' % (self.name, self.age)

def as_user(d):
    if '__user__' in d:
        return User(d['name'], d['age'])
    return d

text = '[{"__user__": true, "name": "ann", "age": 31}, {"other": 1}, {"__user__": 1, "name": "bo", "age": 9}]'
print(json.loads(text, object_hook=as_user))

dec = json.JSONDecoder(object_hook=as_user)
print(dec.decode('{"__user__": 1, "name": "cy", "age": 40}'))
obj, end = dec.raw_decode('{"a": 1} trailing text')
print(obj, end)

pairs = json.JSONDecoder(object_pairs_hook=list)
print(pairs.decode('{"b": 1, "a": 2, "b": 3}'))
print(json.loads('{"b": 1, "a": 2, "b": 3}'))

exact = json.JSONDecoder(parse_float=Decimal, parse_int=lambda s: int(s) * 10)
print(exact.decode('[1.10, 2, 3.000, -0.5e3]'))
consts = json.JSONDecoder(parse_constant=lambda c: 'const:' + c)
print(consts.decode('[NaN, Infinity, -Infinity]'))
print(json.loads('[NaN, Infinity]'))

strict = json.JSONDecoder()
try:
    strict.decode('"tab\there"')
except json.JSONDecodeError as e:
    print('strict:', e.msg, e.pos)
print(repr(json.JSONDecoder(strict=False).decode('"tab\there"')))
try:
    dec.raw_decode('  {"a": 1}')
except json.JSONDecodeError as e:
    print('raw_decode leading space:', e)
