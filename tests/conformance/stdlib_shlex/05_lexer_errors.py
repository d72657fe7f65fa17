# Lexer errors: an unclosed quote, a trailing escape.
import shlex

for s, posix in [('say "hello', True), ("say 'hi", False), ("trailing \\", True), ('"esc \\', True),
                 ("ok \\", False)]:
    lex = shlex.shlex(s, posix=posix)
    try:
        print(list(lex))
    except ValueError as e:
        print(repr(s), posix, "->", e, lex.lineno)

lex = shlex.shlex("a b", posix=True)
lex.source = "include"
print(list(lex))
class Included(shlex.shlex):
    def sourcehook(self, name):
        return (name, "from " + name)
lex = Included("start include part.txt end", posix=True)
lex.source = "include"
print(list(lex))
print(list(shlex.shlex('unbalanced "quote', posix=True)))
