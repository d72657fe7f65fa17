x = 'a' b
