def f():
  x
	y
