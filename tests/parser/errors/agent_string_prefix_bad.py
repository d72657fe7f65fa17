x = z'abc'
