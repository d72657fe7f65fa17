# punctuation_chars: shell operators become tokens of their own.
import shlex

for line in ["a && b || c", "cat<in>out 2>>log", "(cd dir; make) | tee build.log &",
             "echo ~/x.txt *.py a=b", "f(x,y)"]:
    print(list(shlex.shlex(line, punctuation_chars=True)))
    lex = shlex.shlex(line, posix=True, punctuation_chars=True)
    lex.whitespace_split = True
    print(list(lex))
lex = shlex.shlex("a|b&c;d", punctuation_chars="|&")
print(lex.punctuation_chars, list(lex))
print(list(shlex.shlex("a;b", punctuation_chars="")))
lex = shlex.shlex("x", punctuation_chars=True)
print("~" in lex.wordchars, "(" in lex.wordchars, lex.wordchars[-7:])
