# Identity with id(), and the three "is this a number" string checks.
records = [{"name": "a"}, {"name": "b"}]
first = records[0]
print(id(first) == id(records[0]), id(records[0]) == id(records[1]))
alias = first
alias["name"] = "z"
print(records[0]["name"], id(alias) == id(first))

samples = ["123", "١٢٣", "½", "²", "12.5", "-4", "", "Ⅻ", "007"]
for s in samples:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric())

def parse_quantity(text):
    text = text.strip()
    if text.isdecimal():
        return int(text)
    if text.isnumeric():
        return "numeric but not decimal: " + text
    return None

for t in [" 42 ", "٣", "¾", "x1"]:
    print(parse_quantity(t))
