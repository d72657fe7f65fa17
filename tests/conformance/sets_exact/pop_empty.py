s = {1}
print(s.pop())
try:
    s.pop()
except KeyError as e:
    print('caught', e)
set().pop()
