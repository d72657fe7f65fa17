match = 1
case = 2
_ = 3
match.group(1)
match(x)
match[0]
match = re.match(pattern, text)
if match:
    print(match.group())
case.attr = 5
def match(case):
    return case
class case:
    match = None
print(match, case, _)
x = match if case else _
match.case = _
match: int = 5
match, case = 1, 2
for match in matches:
    pass
match(a, b)
match -1
match * 2
match (x)
[match for match in y]
match x:
    case case:
        pass
    case match:
        pass
    case _:
        match = case = 0
def f():
    match x:
        case {"match": match, "case": case}:
            return match
