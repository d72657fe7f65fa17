print 'a', 'b'
