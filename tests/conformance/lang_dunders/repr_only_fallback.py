class Token:
    def __init__(self, kind, text):
        self.kind = kind
        self.text = text

    def __repr__(self):
        return f"<{self.kind}:{self.text}>"


def tokenize(src):
    out = []
    for part in src.split():
        kind = "NUM" if part.isdigit() else "OP" if part in "+-*/" else "NAME"
        out.append(Token(kind, part))
    return out


toks = tokenize("x + 42 * y")
print(toks)
print(toks[1], str(toks[2]))
print(f"first={toks[0]}", "last=" + str(toks[-1]))
print(tuple(toks[:2]))
