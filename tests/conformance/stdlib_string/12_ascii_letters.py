import string

print(string.ascii_letters)
print(len(string.ascii_letters), string.ascii_letters == string.ascii_lowercase + string.ascii_uppercase)

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

msg = 'Hello, World! 123'
enc = caesar(msg, 3)
print(enc, caesar(enc, -3 % 26))

def only_letters(s):
    return ''.join(c for c in s if c in string.ascii_letters)
print(only_letters('R2-D2 & C-3PO: épées!'))

def is_identifier_like(s):
    return bool(s) and s[0] in string.ascii_letters + '_' and all(c in string.ascii_letters + string.digits + '_' for c in s)
for s in ['valid_name', '2bad', '_private', 'with space', 'Ünïcode', '']:
    print(repr(s), is_identifier_like(s))

counts = {c: 0 for c in 'aeiou'}
for c in 'The quick brown fox jumps over the lazy dog'.lower():
    if c in counts:
        counts[c] += 1
print(counts, sum(c in string.ascii_letters for c in 'The quick brown fox'))
print(string.ascii_letters.index('A'), string.ascii_letters[::13], sorted(string.ascii_letters)[:3])
