# A tiny tokenizer and recursive-descent calculator.
import re
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")
def tokenize(s):
    for num, op in TOKEN.findall(s):
        if num:
            yield ("num", float(num))
        elif op.strip():
            yield ("op", op)
    yield ("end", None)
class Parser:
    def __init__(self, text):
        self.toks = list(tokenize(text)); self.i = 0
    def peek(self): return self.toks[self.i]
    def take(self):
        t = self.toks[self.i]; self.i += 1; return t
    def expr(self):
        v = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]; r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]; r = self.factor()
            v = v * r if op == "*" else v / r
        return v
    def factor(self):
        kind, val = self.take()
        if kind == "num": return val
        if val == "(":
            v = self.expr()
            if self.take() != ("op", ")"): raise SyntaxError("expected )")
            return v
        if val == "-": return -self.factor()
        raise SyntaxError(f"unexpected {val!r}")
for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "-(2.5 * 4)", "2 * (3 + (4 - 1)) / 3", "1 +", "4 / (2 - 2)"]:
    try:
        print(e, "=", Parser(e).expr())
    except (SyntaxError, ZeroDivisionError) as ex:
        print(e, "->", type(ex).__name__, ex)
