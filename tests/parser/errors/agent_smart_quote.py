print(‘hi’)
