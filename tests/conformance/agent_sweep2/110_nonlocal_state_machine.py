def make_tokenizer(text):
    pos = 0
    def next_token():
        nonlocal pos
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text):
            return None
        ch = text[pos]
        if ch.isdigit():
            start = pos
            while pos < len(text) and (text[pos].isdigit() or text[pos] == "."):
                pos += 1
            return ("NUM", float(text[start:pos]) if "." in text[start:pos] else int(text[start:pos]))
        if ch.isalpha():
            start = pos
            while pos < len(text) and text[pos].isalnum():
                pos += 1
            return ("NAME", text[start:pos])
        pos += 1
        if ch in "+-*/()=":
            return ("OP", ch)
        raise SyntaxError(f"unexpected character {ch!r} at {pos - 1}")
    return next_token
tok = make_tokenizer("x1 = 3.5 * (y + 42)")
tokens = []
while (t := tok()) is not None:
    tokens.append(t)
print(tokens)
print([v for k, v in tokens if k == "NUM"], sum(1 for k, _ in tokens if k == "OP"))
bad = make_tokenizer("a $ b")
try:
    while bad():
        pass
except SyntaxError as e:
    print("SyntaxError:", e)
