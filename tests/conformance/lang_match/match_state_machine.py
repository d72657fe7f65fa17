def lexer(text):
    tokens = []
    for ch in text:
        match ch, tokens:
            case (" ", _):
                continue
            case (d, [*_, ("num", prev)]) if d.isdigit():
                tokens[-1] = ("num", prev + d)
            case (d, _) if d.isdigit():
                tokens.append(("num", d))
            case ("+" | "-" | "*" | "/" as op, _):
                tokens.append(("op", op))
            case ("(" | ")" as p, _):
                tokens.append(("paren", p))
            case (other, _):
                tokens.append(("?", other))
    return tokens


print(lexer("12 + 3*(45 - 6)"))
print(lexer("7 % 2"))
