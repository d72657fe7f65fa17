if x:
  a
 b
c = 'x
