# Searches that nest deep (a repeated group backtracks through one frame per
# repetition) reuse the frame memory of earlier searches; a search started
# while another holds it (from a sub() callback) works on its own frames.
import re

s = 'x' * 1000
print(sum(1 for _ in range(200) if re.fullmatch(r'(x)+', s)))
for n in (10, 3000, 50, 2000, 1):
    m = re.fullmatch(r'((x)|y)+', 'x' * n)
    print(n, m.span(), m.group(1), m.lastindex)

def inner(m):
    k = len(m.group(0))
    deep = re.fullmatch(r'(?:(a)|b)+', 'a' * (k * 100))
    return str(deep.end()) if deep else '-'

print(re.sub(r'(x)+', inner, 'xx-xxxx-x'))
print(len(re.findall(r'(?:(ab)|c)+', ('ab' * 800 + '-') * 5)))
print([len(m.group(0)) for m in re.finditer(r'(?:(a)|b)+', 'a' * 1500 + '.' + 'ab' * 10)])
