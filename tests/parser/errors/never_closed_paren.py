print('a'
x = 1
