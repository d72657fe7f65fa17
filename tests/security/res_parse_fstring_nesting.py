# expect: error SyntaxError
# CPython 3.11: f-string: expressions nested too deeply.
print(f'{1:{2:{3}}}')
