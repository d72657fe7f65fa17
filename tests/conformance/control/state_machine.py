text = 'name="Ann Lee" age=31 city="New York" flag'
tokens = []
current = ""
in_quotes = False
for ch in text:
    if ch == '"':
        in_quotes = not in_quotes
        continue
    if ch == " " and not in_quotes:
        if current:
            tokens.append(current)
        current = ""
        continue
    current += ch
if current:
    tokens.append(current)
print(tokens)
fields = {}
for tok in tokens:
    if "=" in tok:
        k, v = tok.split("=", 1)
        fields[k] = int(v) if v.isdigit() else v
    else:
        fields[tok] = True
print(fields)
