x = (a not b)
