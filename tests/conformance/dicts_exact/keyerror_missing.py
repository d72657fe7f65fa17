d = {'present': 1}
try:
    d['absent']
except KeyError as e:
    print(repr(e), e.args)
print(d.get('absent', 'default'))
d['missing']
