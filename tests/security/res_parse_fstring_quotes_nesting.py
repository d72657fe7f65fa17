# expect: ok
# stdout: 4
print(f'''{f"{f'{1+3}'}"}''')
