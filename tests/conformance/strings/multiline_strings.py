text = """First line
    indented second
Third line with 'quotes' and "double quotes"
"""
print(text)
print(len(text.splitlines()))
for i, line in enumerate(text.splitlines(), 1):
    print(i, repr(line.strip()))
s = ("implicit "
     "concatenation "
     "works")
print(s)
raw = "C:\\temp\\new"
print(raw, len(raw))
