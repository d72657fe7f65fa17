if x:

