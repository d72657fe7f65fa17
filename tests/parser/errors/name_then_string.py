x = (a 'b')
