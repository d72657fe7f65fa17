# expect: ok
# stdout: FileNotFoundError FileNotFoundError FileNotFoundError
# stdout: [] ['x', 'y', 'a', 'b']
# shlex's source inclusion opens no file (the sandbox has none): a
# 'source' token, a direct sourcehook call and a relative name under an
# infile all raise FileNotFoundError; a lexer without a stream reads an
# empty one, not standard input.
import shlex

out = []
lexer = shlex.shlex('a source /etc/passwd b', posix=True)
lexer.source = 'source'
lexer.wordchars += '/'
for f in (lambda: list(lexer), lambda: shlex.shlex('x').sourcehook('"/etc/passwd"'),
          lambda: shlex.shlex('x', infile='/etc/hosts').sourcehook('passwd')):
    try:
        out.append(repr(f()))
    except FileNotFoundError as e:
        out.append('FileNotFoundError')
print(*out)
pushed = shlex.shlex('a b')
pushed.push_source('x y')
print(list(shlex.shlex()), list(pushed))
