for x in y:
    a = 1
  b = 2
