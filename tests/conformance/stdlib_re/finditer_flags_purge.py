import re

log = '''2024-01-03 ERROR disk full on /dev/sda1
2024-01-03 INFO backup started
2024-01-04 WARN latency 350ms
2024-01-05 ERROR timeout after 30s'''

pattern = re.compile(r'^(?P<date>\d{4}-\d{2}-\d{2}) (?P<level>[A-Z]+) (?P<msg>.*)$', re.MULTILINE)
for m in pattern.finditer(log):
    print(m.start(), m.end(), m.group('date'), m.group('level'), repr(m.group('msg')))

errors = [m.groupdict() for m in re.finditer(r'^(\S+) ERROR (?P<what>.*)$', log, re.M)]
print(errors)
numbers = [(m.group(), m.span()) for m in re.finditer(r'\d+', 'a1b22c333')]
print(numbers)
it = re.finditer('x', 'no match')
print(next(it, 'exhausted'), list(it))
print([m.group() for m in re.finditer(r'\b\w', 'hello big world')])
print([m.group(0) for m in re.finditer('', 'abc')])

words = 'Café naïve résumé ÉCOLE abc'
print(re.findall(r'\w+', words), re.findall(r'\w+', words, re.UNICODE))
print(re.findall(r'\w+', words, re.ASCII))
print(re.UNICODE == re.U, int(re.UNICODE), int(re.LOCALE), re.LOCALE == re.L)
print(re.compile('x', re.UNICODE).flags, re.compile('x').flags)
for args in [('x', re.LOCALE), ('x', re.ASCII | re.UNICODE)]:
    try:
        re.compile(*args)
    except ValueError as e:
        print(type(e).__name__, e)
print(repr(re.LOCALE), repr(re.UNICODE), re.UNICODE | re.IGNORECASE)

cached = re.compile(r'\d+')
print(re.purge(), re.findall(r'\d+', 'a1b2'), cached.findall('x10y20'))
