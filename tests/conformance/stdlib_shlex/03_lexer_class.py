# The shlex lexer: tokens of a small command language, in both modes.
import shlex

src = 'set name="Ada Lovelace" age=36 # a comment\nprint name, age\n'
lex = shlex.shlex(src)
print(list(lex))
lex = shlex.shlex(src, posix=True)
print(list(lex), lex.lineno)
lex = shlex.shlex(src, posix=True)
lex.whitespace_split = True
print(list(lex))

# Reading tokens one at a time, pushing one back.
lex = shlex.shlex("move 10 left; turn right")
first = lex.get_token()
count = lex.get_token()
lex.push_token(count)
print(first, lex.get_token(), lex.get_token(), lex.get_token(), repr(lex.get_token()), repr(lex.get_token()))

# Custom characters: words with dots, '%' comments, only double quotes.
lex = shlex.shlex("key.sub = 'raw' \"q w\" % ignored\nnext", posix=True)
lex.wordchars += "."
lex.commenters = "%"
lex.quotes = '"'
print(list(lex))

# Attributes and line numbers for error messages.
lex = shlex.shlex("one\ntwo\nthree", infile="job.cfg")
while lex.get_token() != "three":
    pass
print(lex.error_leader(), lex.lineno, repr(lex.eof), lex.posix, lex.whitespace, lex.escape, lex.quotes)
print(repr(shlex.shlex(posix=True).eof), shlex.shlex(posix=True).wordchars[-5:])

# An input source pushed in front of the current one.
lex = shlex.shlex("outer1 outer2", posix=True)
print(lex.get_token())
lex.push_source("inner1 inner2")
print(list(lex))

# Escapes in POSIX mode, outside, inside double and inside single quotes.
for s in [r'a\ b', r'"x\"y" "p\q"', r"'s\t'", r'"\\"', '"don\'t" stop']:
    print(s, "->", list(shlex.shlex(s, posix=True)), list(shlex.shlex(s)))
print(shlex.__all__)
