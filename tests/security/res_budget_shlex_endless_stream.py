# expect: budget
# args: --max-instructions 3000000 --deadline 5
# stdout: ['a', 'b']
# shlex.shlex over a stream that never ends: a word that never ends, and a
# comment whose line never ends, grow under the instruction budget (the
# lexer is Python, every character charged); the lexer reads no standard
# input and no file.
import shlex

print(list(shlex.shlex('a b')))


class Words:
    def read(self, n=-1):
        return 'a'

    def readline(self):
        return 'a\n'

    def close(self):
        pass


class Comments(Words):
    def read(self, n=-1):
        return '#'

    def readline(self):
        return ''


for stream in (Comments(), Words()):
    lexer = shlex.shlex(stream, posix=True)
    try:
        next(lexer)
    except Exception:
        pass
print('SANDBOX-ESCAPE: an endless stream ended')
