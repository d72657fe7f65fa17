import json

class MemoryFile:
    """A tiny in-memory file: json.dump calls write(), json.load calls read()."""
    def __init__(self, text=''):
        self.chunks = [text] if text else []
        self.writes = 0

    def write(self, s):
        self.writes += 1
        self.chunks.append(s)
        return len(s)

    def read(self):
        return ''.join(self.chunks)

config = {
    'name': 'service',
    'version': 3,
    'debug': False,
    'ports': [8080, 8443],
    'limits': {'cpu': 1.5, 'mem': None},
    'owner': 'Zoë',
}
f = MemoryFile()
result = json.dump(config, f, indent=2, sort_keys=True)
print('dump returned', result)
print('wrote something:', f.writes >= 1)
print(f.read())

loaded = json.load(f)
print(loaded == config, loaded['ports'], loaded['owner'])

f2 = MemoryFile()
json.dump(config, f2, ensure_ascii=True, separators=(',', ':'))
print(f2.read())

src = MemoryFile('{"items": [{"id": 1, "qty": 2}, {"id": 2, "qty": 5}]}')
data = json.load(src)
print('total qty', sum(i['qty'] for i in data['items']))

src2 = MemoryFile('{"price": 1.25, "n": 4}')
print(json.load(src2, parse_float=str, object_hook=lambda d: sorted(d.items())))

try:
    json.load(MemoryFile('{"broken": '))
except json.JSONDecodeError as e:
    print(type(e).__name__, e.msg, e.pos, e.lineno, e.colno)

class NoWrite:
    pass
try:
    json.dump([1], NoWrite())
except AttributeError as e:
    print(type(e).__name__, e)
