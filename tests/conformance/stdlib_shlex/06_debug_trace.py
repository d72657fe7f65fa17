# Tracing the lexer: debug levels 1 to 3 print what it pushes, pops,
# reads and returns.
import shlex

lex = shlex.shlex('cmd "two words" x\\ y # note\nend', posix=True)
lex.debug = 3
lex.push_token("first")
print(list(lex))

lex = shlex.shlex("a;b(c)", punctuation_chars=";")
lex.debug = 2
print(list(lex))

import io
class Named(io.StringIO):
    def __repr__(self):
        return "<stream %r>" % self.getvalue()
lex = shlex.shlex(Named("outer"), posix=True)
lex.debug = 1
lex.push_source(Named("inner"), "inc.sh")
lex.push_source(Named("inner2"))
print(list(lex))

lex = shlex.shlex("x 'open", posix=True)
lex.debug = 2
try:
    list(lex)
except ValueError as e:
    print("error:", e)
