print x
