import json

class Settings:
    def __init__(self, **kw):
        self.fields = dict(kw)
        for k, v in kw.items():
            setattr(self, k, v)

class SettingsEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Settings):
            return {'__settings__': o.fields}
        if isinstance(o, tuple):
            return list(o)
        return json.JSONEncoder.default(self, o)

class SettingsDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        if '__settings__' in d:
            return Settings(**d['__settings__'])
        return d

s = Settings(theme='dark', retries=3, nested=Settings(level=2))
text = json.dumps(s, cls=SettingsEncoder)
print(text)
back = json.loads(text, cls=SettingsDecoder)
print(type(back).__name__, back.theme, back.retries, type(back.nested).__name__, back.nested.level)

print(json.dumps({'t': (1, 2)}, cls=SettingsEncoder))
try:
    SettingsEncoder().encode({'s': {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)

enc = json.JSONEncoder(indent='\t', sort_keys=True)
print(enc.encode({'z': [1, {'y': None}], 'a': True}))
print(json.JSONEncoder(skipkeys=True).encode({(1, 2): 'tuple key', 'ok': 1}))
try:
    json.JSONEncoder().encode({(1, 2): 'x'})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.JSONEncoder(allow_nan=False).encode([float('nan')])
except ValueError as e:
    print(type(e).__name__, e)
circ = []
circ.append(circ)
try:
    json.JSONEncoder().encode(circ)
except ValueError as e:
    print(type(e).__name__, e)
