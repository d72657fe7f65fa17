# A small tokenizer written as a generator, consumed by a parser loop.
def tokenize(text):
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            yield ("NUM", int(text[i:j]))
            i = j
        elif ch in "+-*/()":
            yield ("OP", ch)
            i += 1
        else:
            raise SyntaxError("unexpected character %r at %d" % (ch, i))


print(list(tokenize("12 + 3*(40 - 5)")))


def evaluate(text):
    total, sign = 0, 1
    for kind, value in tokenize(text):
        if kind == "NUM":
            total += sign * value
        elif value == "-":
            sign = -1
        elif value == "+":
            sign = 1
        else:
            raise ValueError("operator %r not supported" % value)
    return total


print(evaluate("10 + 5 - 3"), evaluate("7"), evaluate(""))
for bad in ("2 * 3", "4 $ 4"):
    try:
        evaluate(bad)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, e)
tokens = tokenize("1 + x")
print(next(tokens), next(tokens))
next(tokens)
