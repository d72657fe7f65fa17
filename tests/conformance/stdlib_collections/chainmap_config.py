from collections import ChainMap

defaults = {'color': 'red', 'user': 'guest', 'debug': False}
env = {'user': 'admin'}
cli = {'debug': True}
config = ChainMap(cli, env, defaults)
print(config['color'], config['user'], config['debug'])
print(len(config), sorted(config), config.get('missing', 'n/a'))
print('user' in config, 'nope' in config)
print(config)
print(dict(config) == {'color': 'red', 'user': 'admin', 'debug': True})
config['color'] = 'blue'
print(cli, defaults['color'])
child = config.new_child({'user': 'root'})
print(child['user'], child.parents['user'], len(child.maps))
del config['color']
print(cli)
try:
    del config['user']
except KeyError as e:
    print('KeyError', e)
print(list(ChainMap({'a': 1}, {'b': 2, 'a': 3}).items()))
print(ChainMap({'a': 1}).keys(), list(ChainMap({'a': 1}, {'b': 2}).values()))
