# A syntax error inside an f-string field: CPython 3.11 shows the field in
# parentheses as the source line.
rows = [("a", 1), ("b", 2)]
for name, n in rows:
    print(f"{name}: {n *}")
