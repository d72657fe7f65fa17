# expect: ok
# stdout-contains: ..._This content has been truncated to stay below
for i in range(10**5):
    print('x' * 100)
