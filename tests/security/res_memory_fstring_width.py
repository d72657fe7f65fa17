# expect: memory | budget | error ValueError
w = 10**10
x = f'{1:{w}}'
