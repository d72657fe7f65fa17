¼ïx = 1
if x:
    y = """a
b"""
    z = f"{x}\
"
print(y)
