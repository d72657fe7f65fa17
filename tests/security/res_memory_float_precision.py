# expect: memory | error ValueError
x = '{:.100000000f}'.format(1.0)
