# expect: rejected
open('pwned.txt', 'w').write('x')
