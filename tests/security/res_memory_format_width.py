# expect: memory | budget | error ValueError
x = '{:>10000000000}'.format(1)
