# Stripping sets of characters, ASCII and not, as a cleanup step would.
words = ['«bonjour»', '¡hola!', '“quoted”', '→arrow←', 'ñandú', 'über', 'ça', '日本語。', '  mixed é  ']
for w in words:
    print(repr(w.strip('«»¡!“”→←。 ')), repr(w.lstrip('ñüç ')), repr(w.rstrip('úr語。 é')))

# Characters whose code points share low bits with those in the set.
s = 'ŀAĀ@ɀ' * 3
print(s.strip('Ā'), s.strip('ŀɀ'), s.strip('@ŀ'), s.strip('ĀAŀ@'))
print(('é' * 5 + 'x' + 'é' * 5).strip('è'))
print(('é' * 5 + 'x' + 'é' * 5).strip('éè'), ('€€x€').strip('€'), ('😀a😀').strip('😀'), ('😀a😁').rstrip('😀'))

# A byte sequence of one character inside another's must not match.
print(repr('é'.strip('\u00c3\u00a9')), repr('\u00e9a'.lstrip('é')), repr('ĩ'.strip('ĩ'[0])))
print(repr(''.strip('é')), repr('é'.strip('')), repr('  é  '.strip()), repr('\u3000é\u3000'.strip()))

# expandtabs on strings with and without tabs.
for t in ['no tabs here', 'a\tb\tc', '\t\t', 'é\tü\t!', 'line1\tx\nline2\t\ty']:
    print(repr(t.expandtabs()), repr(t.expandtabs(4)), repr(t.expandtabs(0)), repr(t.expandtabs(-1)))
