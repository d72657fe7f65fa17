# expect: budget
# args: --max-instructions 3000000
# wall: 3
# U+FDFA is 18 code points under NFKD, composed again under NFKC: the output is charged.
import unicodedata
s = '\ufdfa' * 100000
while True:
    unicodedata.normalize('NFKC', s)
    unicodedata.normalize('NFKD', s)
