import textwrap

columns = [0, 10]
for c in reversed(columns):
    print(textwrap.fill("Total due: 1,250.00 EUR", width=c))
